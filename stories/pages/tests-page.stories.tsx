import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { catalogueFailure, catalogueLoading, catalogueWith } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { routeManifest } from '@/app/route-manifest';
import { TestsPage } from '@/app/pages/tests/tests-page';
import { checkupPackagesPath } from '@/features/catalogue/api/get-checkup-packages';
import { faqsPath } from '@/features/catalogue/api/get-faqs';
import { healthScansPath } from '@/features/catalogue/api/get-health-scans';
import { labTestsByCategoryPath } from '@/features/catalogue/api/get-lab-tests-by-category';
import { sampleCollectionPath } from '@/features/catalogue/api/get-sample-collection';
import { desktop } from '../support/viewport';

const meta = {
  title: 'Pages/Tests',
  component: TestsPage,
  parameters: { layout: 'fullscreen', route: { path: routeManifest.tests.path } },
} satisfies Meta<typeof TestsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const testFaqs = catalogueFixture(faqsPath).find((group) => group.category === 'tests')!.questions;
const checkups = catalogueFixture(checkupPackagesPath);
const labTests = catalogueFixture(labTestsByCategoryPath);
const healthScans = catalogueFixture(healthScansPath);
const firstLabCategory = labTests.categories[0]!;

// A few records per file show the same layout and keep the page's axe pass short (E2E covers the full files).
const fewRecords = [
  catalogueWith(checkupPackagesPath, { categories: checkups.categories.slice(0, 3), packages: checkups.packages.slice(0, 4) }),
  catalogueWith(labTestsByCategoryPath, { categories: labTests.categories.slice(0, 2) }),
  catalogueWith(healthScansPath, { categories: healthScans.categories.slice(0, 2) }),
];

/** The page in order: packages with the All filter, lab tests and scans by category, sample collection, callback, FAQ. */
export const Default: Story = {
  ...desktop,
  parameters: { msw: fewRecords },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: routeManifest.tests.heading })).toBeVisible();
    const headings = [...canvasElement.querySelectorAll('h2')].map((heading) => heading.textContent);
    await expect(headings).toEqual([
      'Health checkup packages',
      'Top booked lab tests',
      'Health scans',
      'How sample collection works',
      'Not sure which test you need?',
      'Frequently asked questions',
    ]);
    const packages = within(canvas.getByRole('region', { name: 'Health checkup packages' }));
    await expect(await packages.findByRole('button', { name: 'All', pressed: true })).toBeVisible();
    const labs = within(canvas.getByRole('region', { name: 'Top booked lab tests' }));
    await expect(await labs.findByRole('tab', { name: firstLabCategory.name, selected: true })).toBeVisible();
    const collection = within(canvas.getByRole('region', { name: 'How sample collection works' }));
    await expect(await collection.findByRole('tab', { name: 'Home Sample Collection', selected: true })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Not sure which test you need?' })).getByLabelText('Phone Number')).toBeVisible();
    const faq = within(canvas.getByRole('region', { name: 'Frequently asked questions' }));
    await expect(await faq.findByRole('button', { name: testFaqs[0]!.q })).toBeVisible();
  },
};

/** While the data files load, each section shows its own placeholder under its heading. */
export const Loading: Story = {
  parameters: {
    msw: [
      catalogueLoading(checkupPackagesPath),
      catalogueLoading(labTestsByCategoryPath),
      catalogueLoading(healthScansPath),
      catalogueLoading(sampleCollectionPath),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Loading packages', 'Loading lab tests', 'Loading scans', 'Loading collection methods']) {
      await expect(await canvas.findByText(label)).toBeInTheDocument();
    }
  },
};

/** A failed file fails only its own section, with the spec's message. */
export const PackagesFailed: Story = {
  parameters: { msw: [catalogueFailure(checkupPackagesPath), ...fewRecords.slice(1)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('region', { name: 'Health checkup packages' }));
    await expect(await section.findByRole('alert')).toHaveTextContent('Failed to load packages.');
    const labs = within(canvas.getByRole('region', { name: 'Top booked lab tests' }));
    await expect(await labs.findByRole('tab', { name: firstLabCategory.name, selected: true })).toBeVisible();
  },
};

export const InHindi: Story = {
  ...Default,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'लैब टेस्ट और हेल्थ चेकअप' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'हेल्थ चेकअप पैकेज' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'सबसे ज़्यादा बुक होने वाले लैब टेस्ट' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'समझ नहीं आ रहा कि कौन-सा टेस्ट कराएँ?' })).toBeVisible();
  },
};
