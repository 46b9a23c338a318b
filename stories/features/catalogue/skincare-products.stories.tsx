import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueEmpty, catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { formatInr } from '@/lib/format';
import { skincareProductsPath } from '@/features/catalogue/api/get-skincare-products';
import { SkincareProductCarousel } from '@/features/catalogue/components/skincare-products/skincare-product-carousel';
import { skincareProductAnchorId } from '@/features/catalogue/model/item-anchors';
import { atFragment, expectLandedOn } from '../../support/at-fragment';
import { desktop, mobile, tablet } from '../../support/viewport';

const meta = {
  title: 'Features/Catalogue/Skincare Products',
  component: SkincareProductCarousel,
} satisfies Meta<typeof SkincareProductCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const products = catalogueFixture(skincareProductsPath);

async function findCarousel(canvasElement: HTMLElement) {
  const region = await within(canvasElement).findByRole('region', { name: 'Featured skincare products' });
  return { region, scoped: within(region), status: within(region).getByRole('status') };
}

/** Desktop: three products per page, each with its name, price, struck MRP and discount; previous/next wrap. */
export const Default: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const { scoped, status } = await findCarousel(canvasElement);
    await expect(status).toHaveTextContent(`Showing items 1 to 3 of ${products.length}`);
    const slides = scoped.getAllByRole('group');
    await expect(slides).toHaveLength(3);
    for (const [index, slide] of slides.entries()) {
      const product = products[index]!;
      const card = within(slide);
      await expect(card.getByRole('heading', { level: 3, name: product.title })).toBeVisible();
      await expect(slide).toHaveTextContent(`Price ${formatInr(product.price)}`);
      await expect(card.getByText(formatInr(product.cutprice)).closest('s')).not.toBeNull();
      await expect(card.getByText(`${product.discount}% Off`)).toBeVisible();
    }

    await userEvent.click(scoped.getByRole('button', { name: 'Next slide' }));
    await expect(status).toHaveTextContent(`Showing items 2 to 4 of ${products.length}`);
    await expect(scoped.getByRole('heading', { level: 3, name: products[3]!.title })).toBeVisible();
    await expect(scoped.queryByRole('heading', { level: 3, name: products[0]!.title })).toBeNull();

    const previous = scoped.getByRole('button', { name: 'Previous slide' });
    await userEvent.click(previous);
    await userEvent.click(previous);
    await expect(status).toHaveTextContent(`Showing items ${products.length - 2} to ${products.length} of ${products.length}`);
    await expect(scoped.getByRole('heading', { level: 3, name: products.at(-1)!.title })).toBeVisible();
  },
};

/** Tablet: two products per page. */
export const Tablet: Story = {
  ...tablet,
  play: async ({ canvasElement }) => {
    const { scoped, status } = await findCarousel(canvasElement);
    await expect(scoped.getAllByRole('group')).toHaveLength(2);
    await expect(status).toHaveTextContent(`Showing items 1 to 2 of ${products.length}`);
  },
};

/** Phone: one product per page; next from the last wraps to the first. */
export const Mobile: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    const { scoped, status } = await findCarousel(canvasElement);
    await expect(scoped.getAllByRole('group')).toHaveLength(1);
    await userEvent.click(scoped.getByRole('button', { name: 'Previous slide' }));
    await expect(status).toHaveTextContent(`Showing item ${products.length} of ${products.length}`);
    await userEvent.click(scoped.getByRole('button', { name: 'Next slide' }));
    await expect(status).toHaveTextContent(`Showing item 1 of ${products.length}`);
    await expect(scoped.getByRole('heading', { level: 3, name: products[0]!.title })).toBeVisible();
  },
};

/** Phone: a link to a product's card (a search result) opens the carousel at it, the card focused. */
export const OpensAtLinkedProduct: Story = {
  ...mobile,
  ...atFragment(skincareProductAnchorId(products.at(-2)!.id)),
  play: async ({ canvasElement }) => {
    const { scoped, status } = await findCarousel(canvasElement);
    const position = products.length - 1;
    await expectLandedOn(await scoped.findByRole('article', { name: products.at(-2)!.title }));
    await expect(status).toHaveTextContent(`Showing item ${position} of ${products.length}`);
    await expect(scoped.getByRole('group', { name: `${position} of ${products.length}` })).not.toHaveAttribute('inert');
  },
};

export const Loading: Story = {
  ...desktop,
  parameters: { msw: [catalogueLoading(skincareProductsPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findByText('Loading products')).closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: [catalogueFailure(skincareProductsPath)] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(/^Failed to load products\. Please try again later\.$/);
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(skincareProductsPath)] },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent(/^No products available\.$/);
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

/** What makes a story Hindi: the preview loads the site's modules in Hindi (the toolbar's Language). */
const inHindi = { globals: { locale: 'hi' } };

/** In Hindi: the carousel's name; the products keep their own titles. */
export const InHindi: Story = {
  ...Default,
  globals: { ...desktop.globals, ...inHindi.globals },
  play: async ({ canvasElement }) => {
    const region = within(await within(canvasElement).findByRole('region', { name: 'चुने हुए स्किनकेयर प्रोडक्ट' }));
    await expect(region.getByRole('heading', { level: 3, name: products[0]!.title })).toBeVisible();
  },
};

export const LoadingInHindi: Story = {
  ...Loading,
  globals: { ...desktop.globals, ...inHindi.globals },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('प्रोडक्ट लोड हो रहे हैं')).toBeInTheDocument();
  },
};

export const ErrorInHindi: Story = {
  ...Error,
  ...inHindi,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/^प्रोडक्ट लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर कोशिश करें।$/);
  },
};

export const EmptyInHindi: Story = {
  ...Empty,
  ...inHindi,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(/^अभी कोई प्रोडक्ट उपलब्ध नहीं है।$/);
  },
};
