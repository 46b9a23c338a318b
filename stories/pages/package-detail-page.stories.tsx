import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { formatInr } from '@/lib/format';
import { routeManifest } from '@/app/route-manifest';
import { PackageDetailPage } from '@/app/pages/package-detail/package-detail-page';
import { packageDetailsPath } from '@/features/catalogue/api/get-package-details';
import { findOpenDialog } from '../features/leads/lead-play';
import { desktop, mobile } from '../support/viewport';

const item = catalogueFixture(packageDetailsPath)[2]!;

const meta = {
  title: 'Pages/Package Detail',
  component: PackageDetailPage,
  parameters: { layout: 'fullscreen', route: { path: routeManifest.packageDetail.path, initialEntry: `/package-details/${item.id}` } },
} satisfies Meta<typeof PackageDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Image, name, whole stars by the floor of the rating, reviews, price with the MRP struck, discount, highlights, details. */
export const Default: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: item.name })).toBeVisible();
    await expect(canvasElement.querySelector(`img[src="${item.images[0]}"]`)).not.toBeNull();
    await expect(canvas.getByRole('img', { name: `Rated ${item.rating} out of 5` }).querySelectorAll('[data-star="filled"]')).toHaveLength(Math.floor(item.rating));
    await expect(canvas.getByText(`(${item.reviews.toLocaleString('en-IN')} reviews)`)).toBeVisible();
    await expect(canvas.getByText(formatInr(item.price))).toBeVisible();
    await expect(canvas.getByText(formatInr(item.mrp)).closest('s')).not.toBeNull();
    await expect(canvas.getByText(`${item.discount}% Off`)).toBeVisible();
    const highlights = within(canvas.getByRole('region', { name: 'Highlights' }));
    await expect(highlights.getAllByRole('listitem').map((entry) => entry.textContent)).toEqual(item.highlights);
    await expect(within(canvas.getByRole('region', { name: 'Product details' })).getByText(item.productDetails.description)).toBeVisible();
  },
};

/** On a phone: Request Callback opens the shared callback dialog. */
export const RequestACallback: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Request Callback' }));
    await expect(within(await findOpenDialog(canvasElement, 'Need Assistance?')).getByLabelText('Phone Number')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [catalogueLoading(packageDetailsPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading')).toBeInTheDocument();
    await expect(canvas.getByText('Loading').closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Request Callback' })).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: [catalogueFailure(packageDetailsPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to fetch product data');
  },
};

/** An id the data does not have: the message names it, once the data has loaded. */
export const NotFound: Story = {
  parameters: { route: { path: routeManifest.packageDetail.path, initialEntry: '/package-details/99' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Package not found' })).toBeVisible();
    await expect(canvas.getByText('Package with ID 99 not found.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  },
};

/** In Hindi: the package keeps its record's name; every section heading and the callback button read in Hindi. */
export const InHindi: Story = {
  ...Default,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: item.name })).toBeVisible();
    const devanagari = /[\u0900-\u097F]/;
    for (const heading of canvas.getAllByRole('heading', { level: 2 })) await expect(heading.textContent).toMatch(devanagari);
    await expect(canvas.getAllByRole('button', { name: devanagari })[0]).toBeVisible();
  },
};
