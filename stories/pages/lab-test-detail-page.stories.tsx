import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { formatInr } from '@/lib/format';
import { routeManifest } from '@/app/route-manifest';
import { LabTestDetailPage } from '@/app/pages/lab-test-detail/lab-test-detail-page';
import { labTestDetailsPath } from '@/features/catalogue/api/get-lab-test-details';
import { findOpenDialog } from '../features/leads/lead-play';
import { desktop, mobile } from '../support/viewport';

const test = catalogueFixture(labTestDetailsPath)[0]!;
const routeTo = (id: number | string) => ({ route: { path: routeManifest.labTestDetail.path, initialEntry: `/lab-tests-details/${id}` } });

const meta = {
  title: 'Pages/Lab Test Detail',
  component: LabTestDetailPage,
  parameters: { layout: 'fullscreen', ...routeTo(test.id) },
} satisfies Meta<typeof LabTestDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, last updated, description, list and detailed-list sections, the city price table and the side panel. */
export const Default: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: test.title })).toBeVisible();
    await expect(canvas.getByText('Last updated:', { exact: false }).querySelector('time')).toHaveAttribute('datetime', test.lastUpdated);
    await expect(canvas.getByText(test.description)).toBeVisible();
    for (const section of test.sections) {
      const region = within(canvas.getByRole('region', { name: section.title }));
      if (section.content.type === 'list') {
        await expect(region.getAllByRole('listitem').map((entry) => entry.textContent)).toEqual(section.content.items);
      } else {
        await expect(region.getAllByRole('term').map((entry) => entry.textContent)).toEqual(section.content.items.map((entry) => entry.title));
        await expect(region.getAllByRole('definition').map((entry) => entry.textContent)).toEqual(section.content.items.map((entry) => entry.description));
      }
    }
    const table = canvas.getByRole('table', { name: `${test.title} Prices` });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['City', 'Price']);
    const [first] = test.pricing.cities;
    await expect(within(table).getByRole('rowheader', { name: first!.city }).closest('tr')).toHaveTextContent(`${first!.city}${formatInr(first!.price)}`);
    await expect(within(table).getAllByRole('row')).toHaveLength(test.pricing.cities.length + 1);
    await expect(canvas.getByText('Reports in 24-48 Hours')).toBeVisible();
    await expect(canvas.getByText('Sample: Blood')).toBeVisible();
  },
};

/** Book Test Now asks for a callback: booking itself happens in the app. */
export const BookTestNow: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Book Test Now' }));
    await expect(within(await findOpenDialog(canvasElement, 'Need Assistance?')).getByLabelText('Phone Number')).toBeVisible();
  },
};

/** A spinner with a visible label while the data loads. */
export const Loading: Story = {
  parameters: { msw: [catalogueLoading(labTestDetailsPath)] },
  play: async ({ canvasElement }) => {
    const label = await within(canvasElement).findByText('Loading test details');
    await expect(label).toBeVisible();
    await expect(within(label.closest('[aria-busy="true"]') as HTMLElement).getByRole('progressbar', { hidden: true })).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The error text with Try Again (the page reloads; not clicked here). */
export const Error: Story = {
  parameters: { msw: [catalogueFailure(labTestDetailsPath)] },
  play: async ({ canvasElement }) => {
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getByText('Failed to fetch data')).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: routeTo(99),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Lab test not found' })).toBeVisible();
    await expect(canvas.getByText('Lab test with ID 99 not found.')).toBeVisible();
  },
};

/** In Hindi: the record keeps its English title; the page's own button is in Hindi. */
export const InHindi: Story = {
  ...Default,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: test.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'अभी टेस्ट बुक करें' })).toBeVisible();
  },
};
