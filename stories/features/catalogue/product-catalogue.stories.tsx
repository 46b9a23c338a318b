import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import Button from '@mui/material/Button';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { catalogueEmpty, catalogueFailure, catalogueLoading, catalogueWith } from '@mocks/handlers/catalogue';
import { productCataloguePath } from '@/features/catalogue/api/get-product-catalogue';
import { ProductCatalogue } from '@/features/catalogue/components/product-catalogue/product-catalogue';
import { formatInr } from '@/lib/format';

const path = productCataloguePath('pain-relief');
const products = catalogueFixture(path);

const meta = {
  title: 'Features/Catalogue/Product Catalogue',
  component: ProductCatalogue,
  args: { category: 'pain-relief', renderAction: () => <Button variant="contained">Request Callback</Button> },
} satisfies Meta<typeof ProductCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every product of the file, in order: badge when flagged, name, pack, price, struck MRP, discount and the action. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Pain Relief products' });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(products.length);
    for (const [index, product] of products.entries()) {
      const card = within(cards[index]!);
      await expect(card.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
      await expect(cards[index]).toHaveAccessibleName(product.name);
      await expect(card.getByText(product.stripName)).toBeVisible();
      await expect(cards[index]).toHaveTextContent(`Price ${formatInr(product.price)}`);
      await expect(cards[index]!.querySelector('s')).toHaveTextContent(`Original price ${formatInr(product.mrp)}`);
      await expect(cards[index]).toHaveTextContent(`${product.discount}% Off`);
      await expect(card.queryByText('Prescription Required') !== null).toBe(product.prescriptionRequired);
    }
    await expect(within(list).getAllByRole('button', { name: 'Request Callback' })).toHaveLength(products.length);
  },
};

/** A product without a prescription flag shows no badge; one with it shows the badge above its name. */
export const PrescriptionBadge: Story = {
  parameters: {
    msw: [catalogueWith(path, [products.find((item) => item.prescriptionRequired)!, products.find((item) => !item.prescriptionRequired)!])],
  },
  play: async ({ canvasElement }) => {
    const [flagged, plain] = within(await within(canvasElement).findByRole('list')).getAllByRole('article');
    await expect(within(flagged!).getByText('Prescription Required')).toBeVisible();
    await expect(within(plain!).queryByText('Prescription Required')).toBeNull();
  },
};

/** Eight placeholder cards while the file loads (spec §9); screen readers hear "Loading products". */
export const Loading: Story = {
  parameters: { msw: [catalogueLoading(path)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading products')).toBeInTheDocument();
    await expect(canvas.getAllByTestId('card-skeleton')).toHaveLength(8);
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** The error view: titled 'Unable to load products', the failure's own message, and Try Again (which reloads the page). */
export const Error: Story = {
  parameters: { msw: [catalogueFailure(path)] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByText('Unable to load products')).toBeVisible();
    await expect(alert).toHaveTextContent(`Could not load ${path} (status 500)`);
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(path)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('No products available in this category yet.');
  },
};

/** What makes a story Hindi: the preview loads the site's modules in Hindi (the toolbar's Language). */
const inHindi = { globals: { locale: 'hi' } };

/** In Hindi: the grid's name (after the category's Hindi title) and the prescription badge; products keep their own text. */
export const InHindi: Story = {
  ...PrescriptionBadge,
  ...inHindi,
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'दर्द से राहत के प्रोडक्ट' });
    const [flagged, plain] = within(list).getAllByRole('article');
    await expect(within(flagged!).getByText('डॉक्टर का पर्चा ज़रूरी')).toBeVisible();
    await expect(within(plain!).queryByText('डॉक्टर का पर्चा ज़रूरी')).toBeNull();
  },
};

export const LoadingInHindi: Story = {
  ...Loading,
  ...inHindi,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('प्रोडक्ट लोड हो रहे हैं')).toBeInTheDocument();
  },
};

/** In Hindi the error view says what failed in Hindi, not the fetcher's English message. */
export const ErrorInHindi: Story = {
  ...Error,
  ...inHindi,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByText('प्रोडक्ट लोड नहीं हो सके')).toBeVisible();
    await expect(alert).toHaveTextContent('प्रोडक्ट की जानकारी नहीं मिल सकी। कृपया फिर से कोशिश करें।');
    await expect(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
  },
};

export const EmptyInHindi: Story = {
  ...Empty,
  ...inHindi,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('इस कैटेगरी में अभी कोई प्रोडक्ट नहीं है।');
  },
};
