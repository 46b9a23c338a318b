import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { catalogueFailure } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { routeManifest } from '@/app/route-manifest';
import { MedicinesPage } from '@/app/pages/medicines/medicines-page';
import { faqsPath } from '@/features/catalogue/api/get-faqs';
import { medicineOffersPath } from '@/features/catalogue/api/get-medicine-offers';
import { desktop } from '../support/viewport';

const meta = {
  title: 'Pages/Medicines',
  component: MedicinesPage,
  parameters: { layout: 'fullscreen', route: { path: routeManifest.medicines.path } },
} satisfies Meta<typeof MedicinesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const offers = catalogueFixture(medicineOffersPath);
const medicineFaqs = catalogueFixture(faqsPath).find((group) => group.category === 'medicines')!.questions;

/** The page in order: heading, offers, the eight categories, the callback form, the medicines FAQ. */
export const Default: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: routeManifest.medicines.heading })).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(['Offers', 'Shop by category', 'Need help with your order?', 'Frequently asked questions']);

    const carousel = await canvas.findByRole('region', { name: 'Medicine offers' });
    await expect(within(carousel).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(offers.slice(0, 3).map((offer) => offer.link));

    const categories = within(canvas.getByRole('region', { name: 'Shop by category' }));
    await expect(await categories.findAllByRole('link')).toHaveLength(8);
    await expect(categories.getByRole('link', { name: 'Vitamins & Supplements' })).toHaveAttribute('href', '/vitamins-supplements');

    const callback = within(canvas.getByRole('region', { name: 'Need help with your order?' }));
    await expect(callback.getByLabelText('Phone Number')).toBeVisible();

    const faq = within(canvas.getByRole('region', { name: 'Frequently asked questions' }));
    await expect(await faq.findByRole('button', { name: medicineFaqs[0]!.q })).toBeVisible();
  },
};

/** The offers failing leaves the categories, the callback form and the FAQ in place. */
export const OffersFailed: Story = {
  parameters: { msw: [catalogueFailure(medicineOffersPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offersSection = within(canvas.getByRole('region', { name: 'Offers' }));
    await expect(await offersSection.findByRole('alert')).toHaveTextContent('Failed to load data.');
    await expect(await within(canvas.getByRole('region', { name: 'Shop by category' })).findAllByRole('link')).toHaveLength(8);
    await expect(await canvas.findByRole('button', { name: medicineFaqs[0]!.q })).toBeVisible();
  },
};

export const InHindi: Story = {
  ...Default,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'दवाइयाँ' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'ऑफ़र' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'कैटेगरी के हिसाब से खरीदें' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'ऑर्डर में मदद चाहिए?' })).toBeVisible();
  },
};
