import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { catalogueEmpty, catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { routeManifest } from '@/app/route-manifest';
import { ScansPage } from '@/app/pages/scans/scans-page';
import { bookedScansPath } from '@/features/catalogue/api/get-booked-scans';
import { faqsPath } from '@/features/catalogue/api/get-faqs';
import { desktop } from '../support/viewport';

const meta = {
  title: 'Pages/Scans',
  component: ScansPage,
  parameters: { layout: 'fullscreen', route: { path: routeManifest.scans.path } },
} satisfies Meta<typeof ScansPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const booked = catalogueFixture(bookedScansPath);
const scanFaqs = catalogueFixture(faqsPath).find((group) => group.category === 'scans')!.questions;

/** The four kinds of scan (each opening its services), the frequently booked scans with callbacks, the scans FAQ. */
export const Default: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: routeManifest.scans.heading })).toBeVisible();
    const kinds = within(await canvas.findByRole('list', { name: 'Scans' }));
    await expect(kinds.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([1, 2, 3, 4].map((id) => `/medical-services/${id}`));
    const list = within(await canvas.findByRole('list', { name: 'Frequently booked scans' }));
    await expect(list.getAllByRole('article')).toHaveLength(booked.length);
    await expect(list.getAllByRole('button', { name: 'Request Callback' })).toHaveLength(booked.length);
    const faq = within(canvas.getByRole('region', { name: 'Frequently asked questions' }));
    await expect(await faq.findByRole('button', { name: scanFaqs[0]!.q })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [catalogueLoading(bookedScansPath)] },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Frequently booked scans' }));
    await expect(section.getByText('Loading scans')).toBeInTheDocument();
  },
};

/** Named Error in Storybook; the export avoids shadowing the global Error. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: [catalogueFailure(bookedScansPath)] },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Frequently booked scans' }));
    await expect(await section.findByRole('alert')).toHaveTextContent('Failed to load scans. Please try again.');
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(bookedScansPath)] },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Frequently booked scans' }));
    await expect(await section.findByRole('status')).toHaveTextContent('No scans available.');
  },
};

export const InHindi: Story = {
  ...Default,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'स्कैन और X-ray' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'सबसे ज़्यादा बुक होने वाले स्कैन' })).toBeVisible();
  },
};
