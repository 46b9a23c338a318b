import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { routeManifest } from '@/app/route-manifest';
import { ProductCataloguePage } from '@/app/pages/product-catalogue/product-catalogue-page';
import { productCataloguePath } from '@/features/catalogue/api/get-product-catalogue';
import { desktop } from '../support/viewport';
import { findOpenDialog } from '../features/leads/lead-play';

const path = productCataloguePath('devices');
const products = catalogueFixture(path);

const meta = {
  title: 'Pages/Product Catalogue',
  component: ProductCataloguePage,
  args: { category: 'devices' },
  parameters: { layout: 'fullscreen', route: { path: routeManifest.devices.path } },
} satisfies Meta<typeof ProductCataloguePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The category's heading, a way back to all categories, and one card with a Request Callback per product. */
export const Default: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: routeManifest.devices.heading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all medicine categories' })).toHaveAttribute('href', routeManifest.medicines.path);
    const list = await canvas.findByRole('list', { name: 'Health Devices products' });
    await expect(within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(products.map((product) => product.name));
    await expect(within(list).getAllByRole('button', { name: 'Request Callback' })).toHaveLength(products.length);
  },
};

/** Each card's Request Callback opens the shared callback dialog. */
export const RequestsCallback: Story = {
  play: async ({ canvasElement }) => {
    const [first] = await within(canvasElement).findAllByRole('button', { name: 'Request Callback' });
    await userEvent.click(first!);
    const dialog = await findOpenDialog(canvasElement, 'Need Assistance?');
    await expect(within(dialog).getByLabelText(/phone/i)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [catalogueLoading(path)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: routeManifest.devices.heading })).toBeVisible();
    await expect(await canvas.findAllByTestId('card-skeleton')).toHaveLength(8);
  },
};

export const Error: Story = {
  parameters: { msw: [catalogueFailure(path)] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to load products');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const InHindi: Story = {
  ...Default,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'हेल्थ डिवाइस' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'दवाइयों की सभी कैटेगरी देखें' })).toHaveAttribute('href', '/medicines');
    await expect(canvas.getByText(/^"डॉक्टर का पर्चा ज़रूरी" लिखे प्रोडक्ट/)).toBeVisible();
  },
};
