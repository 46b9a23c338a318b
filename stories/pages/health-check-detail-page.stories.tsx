import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { formatInr } from '@/lib/format';
import { routeManifest } from '@/app/route-manifest';
import { HealthCheckDetailPage } from '@/app/pages/health-check-detail/health-check-detail-page';
import { healthCheckDetailsPath } from '@/features/catalogue/api/get-health-check-details';
import { TESTS_SHOWN_FIRST } from '@/features/catalogue/components/health-check-detail/components/included-tests';
import { findOpenDialog } from '../features/leads/lead-play';
import { desktop, mobile } from '../support/viewport';

const checks = catalogueFixture(healthCheckDetailsPath);
const long = checks.find((check) => check.tests.length > TESTS_SHOWN_FIRST)!;
const short = checks.find((check) => check.tests.length <= TESTS_SHOWN_FIRST)!;
const routeTo = (id: number | string) => ({ route: { path: routeManifest.healthCheckDetail.path, initialEntry: `/health-checks-details/${id}` } });

const meta = {
  title: 'Pages/Health Check Detail',
  component: HealthCheckDetailPage,
  parameters: { layout: 'fullscreen', ...routeTo(long.id) },
} satisfies Meta<typeof HealthCheckDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field: prices and discount with Request Callback, booked line, report time, tests, package details, samples, why choose. */
export const Default: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: long.title })).toBeVisible();
    await expect(canvas.getByText(formatInr(long.actualPrice)).closest('s')).not.toBeNull();
    await expect(canvas.getByText(formatInr(long.discountedPrice))).toBeVisible();
    await expect(canvas.getByText(long.discount)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request Callback' })).toBeVisible();
    await expect(canvas.getByText(`${long.booked.toLocaleString('en-IN')} booked in the ${long.bookedPeriod}`)).toBeVisible();
    await expect(canvas.getByText(long.reportTime)).toBeVisible();
    const tests = within(canvas.getByRole('region', { name: `${long.testsIncludedCount} Tests Included` }));
    await expect(tests.getAllByRole('listitem')).toHaveLength(TESTS_SHOWN_FIRST);
    await expect(tests.getAllByRole('listitem')[0]).toHaveTextContent(`${long.tests[0]!.name}${long.tests[0]!.count} tests`);
    const details = within(canvas.getByRole('region', { name: 'Package Details' }));
    await expect(details.getAllByRole('listitem').map((entry) => entry.textContent)).toEqual(long.description);
    await expect(canvas.getByText(long.samples.join(', '))).toBeVisible();
    const why = within(canvas.getByRole('region', { name: 'Why Choose This Package' }));
    await expect(why.getAllByRole('listitem').map((entry) => entry.textContent)).toEqual(long.recommendations);
  },
};

/** View All Tests is a disclosure: it shows the whole list, and Show Fewer Tests folds it again. */
export const ViewAllTests: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'View All Tests' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Show Fewer Tests');
    const list = canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls')!)!;
    await expect(within(list).getAllByRole('listitem').map((entry) => entry.firstChild?.textContent)).toEqual(long.tests.map((test) => test.name));
    await userEvent.click(toggle);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(TESTS_SHOWN_FIRST);
  },
};

/** A package with few tests lists them all and has nothing to expand. */
export const FewTests: Story = {
  parameters: routeTo(short.id),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tests = within(await canvas.findByRole('region', { name: `${short.testsIncludedCount} Tests Included` }));
    await expect(tests.getAllByRole('listitem')).toHaveLength(short.tests.length);
    await expect(canvas.queryByRole('button', { name: 'View All Tests' })).toBeNull();
  },
};

/** Request Callback opens the shared callback dialog. */
export const RequestACallback: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Request Callback' }));
    await expect(within(await findOpenDialog(canvasElement, 'Need Assistance?')).getByLabelText('Phone Number')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [catalogueLoading(healthCheckDetailsPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findByText('Loading')).closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Request Callback' })).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: [catalogueFailure(healthCheckDetailsPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to fetch data');
  },
};

/** Unlike the spec's endless Loading, an unknown id ends in a not-found message once the data has loaded. */
export const NotFound: Story = {
  parameters: routeTo(99),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Package not found' })).toBeVisible();
    await expect(canvas.getByText('Package with ID 99 not found.')).toBeVisible();
    await expect(canvas.queryByText('Loading')).toBeNull();
  },
};

/** In Hindi: the package keeps its record's title; every section heading and the callback button read in Hindi. */
export const InHindi: Story = {
  ...Default,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: long.title })).toBeVisible();
    const devanagari = /[\u0900-\u097F]/;
    for (const heading of canvas.getAllByRole('heading', { level: 2 })) await expect(heading.textContent).toMatch(devanagari);
    await expect(canvas.getAllByRole('button', { name: devanagari }).length).toBeGreaterThan(0);
  },
};
