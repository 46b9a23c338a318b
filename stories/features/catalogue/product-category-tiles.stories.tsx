import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { productCategories, productCategoryTitles } from '@/features/catalogue/model/product-categories';
import { ProductCategoryTiles } from '@/features/catalogue/components/product-categories/product-category-tiles';

const meta = {
  title: 'Features/Catalogue/Product Category Tiles',
  component: ProductCategoryTiles,
} satisfies Meta<typeof ProductCategoryTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

const expected = [
  ['Sexual Wellness', '/sexual-wellness'],
  ['Pain Relief', '/pain-relief'],
  ['Ayurveda', '/ayurveda'],
  ['Health Devices', '/devices'],
  ['Baby Care', '/baby-care'],
  ['Skin & Hair Care', '/skin-haircare'],
  ["Women's Wellness", '/women-wellness'],
  ['Vitamins & Supplements', '/vitamins-supplements'],
] as const;

/** Eight tiles in a list, each a link named by its category and pointing at its catalogue route. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(productCategories.map((category) => productCategoryTitles[category])).toEqual(expected.map(([title]) => title));
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(8);
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected);
    for (const link of links) await expect(link.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** A tile opens its catalogue. */
export const OpensTheCatalogue: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Baby Care' }));
    await expect(await within(canvasElement).findByTestId('current-location')).toHaveTextContent('Navigated to /baby-care');
  },
};

/** What makes a story Hindi: the preview loads the site's modules in Hindi (the toolbar's Language). */
const inHindi = { globals: { locale: 'hi' } };

/** In Hindi: each tile reads its category's Hindi title and still opens the same route. */
export const InHindi: Story = {
  ...Default,
  ...inHindi,
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['सेक्शुअल वेलनेस', '/sexual-wellness'],
      ['दर्द से राहत', '/pain-relief'],
      ['आयुर्वेद', '/ayurveda'],
      ['हेल्थ डिवाइस', '/devices'],
      ['बेबी केयर', '/baby-care'],
      ['त्वचा और बालों की देखभाल', '/skin-haircare'],
      ['महिलाओं की सेहत', '/women-wellness'],
      ['विटामिन और सप्लीमेंट', '/vitamins-supplements'],
    ]);
  },
};
