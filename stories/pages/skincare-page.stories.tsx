import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { catalogueFailure } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { formatInr } from '@/lib/format';
import { routeManifest } from '@/app/route-manifest';
import { SkincarePage } from '@/app/pages/skincare/skincare-page';
import { faqsPath } from '@/features/catalogue/api/get-faqs';
import { skincareProductsPath } from '@/features/catalogue/api/get-skincare-products';
import { desktop } from '../support/viewport';

const meta = {
  title: 'Pages/Skincare',
  component: SkincarePage,
  parameters: { layout: 'fullscreen', route: { path: routeManifest.skincare.path } },
} satisfies Meta<typeof SkincarePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const products = catalogueFixture(skincareProductsPath);
const skincareFaqs = catalogueFixture(faqsPath).find((group) => group.category === 'skincare')!.questions;

/** The page in order: heading, featured products, the callback form, the skincare FAQ. */
export const Default: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: routeManifest.skincare.heading })).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(['Featured products', 'Not sure what suits your skin?', 'Frequently asked questions']);

    const carousel = within(await canvas.findByRole('region', { name: 'Featured skincare products' }));
    const first = products[0]!;
    await expect(carousel.getByRole('heading', { level: 3, name: first.title })).toBeVisible();
    await expect(carousel.getAllByRole('group')[0]).toHaveTextContent(`Price ${formatInr(first.price)}`);

    const callback = within(canvas.getByRole('region', { name: 'Not sure what suits your skin?' }));
    await expect(callback.getByLabelText('Phone Number')).toBeVisible();
    await expect(callback.getByRole('button', { name: 'Request Callback' })).toBeVisible();

    const faq = within(canvas.getByRole('region', { name: 'Frequently asked questions' }));
    await expect(await faq.findByRole('button', { name: skincareFaqs[0]!.q })).toBeVisible();
  },
};

/** The products failing leaves the rest of the page usable. */
export const ProductsFailed: Story = {
  parameters: { msw: [catalogueFailure(skincareProductsPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const products = within(canvas.getByRole('region', { name: 'Featured products' }));
    await expect(await products.findByRole('alert')).toHaveTextContent('Failed to load products. Please try again later.');
    await expect(canvas.getByRole('region', { name: 'Not sure what suits your skin?' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: skincareFaqs[0]!.q })).toBeVisible();
  },
};

export const InHindi: Story = {
  ...Default,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'स्किनकेयर' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'खास प्रोडक्ट' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'समझ नहीं आ रहा कि आपकी त्वचा के लिए क्या सही है?' })).toBeVisible();
  },
};
