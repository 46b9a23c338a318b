import type { Meta, StoryObj } from '@storybook/react';
import type { HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { agentSession } from '@mocks/staff/lead-fixtures';
import { vitalsApi, vitalsRefusals } from '@mocks/staff/vitals';
import { fewVitals, noVitals } from '@mocks/staff/vitals-fixtures';
import { SpeedScreen } from '@/features/staff/screens/speed-screen';
import { withSignedInStaff } from './lead-story-support';
import { cellOf, findSpeedTable, rowOf, speedParameters, VITALS, vitalsReads } from './speed-play';
import { canvasOf, forgetSentRequests } from './staff-play';

const meta = {
  title: 'Features/Staff/SpeedScreen',
  component: SpeedScreen,
  decorators: [withSignedInStaff],
  parameters: speedParameters,
  beforeEach: forgetSentRequests,
} satisfies Meta<typeof SpeedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (...vitals: HttpHandler[]) => ({ msw: { handlers: { vitals } } });

/** Several routes on every device in both languages over 28 days: figures in words, the worst routes and the chart. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: "Speed on visitors' devices" })).toBeVisible();
    await expect(canvas.getByText(/^The 75th percentile \(p75\) of each Core Web Vital over the last 28 days/)).toBeVisible();
    const table = await findSpeedTable(canvasElement);
    await expect(canvas.getByText('15 Feb 2026 to 14 Mar 2026 (India time): 2,423 page views.')).toBeVisible();
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Route', 'Device', 'Language', 'Views', 'LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
    const slow = rowOf(table, '/lab-tests-details/:id', 'Phone', 'English');
    await expect(cellOf(table, slow, 'LCP')).toHaveTextContent(/^4\.2 s Poor/);
    await expect(within(cellOf(table, slow, 'LCP')).getByText(/^Good \d+%, needs improvement \d+%, poor \d+%$/)).toBeInTheDocument();
    await expect(cellOf(table, rowOf(table, '/search', 'Phone', 'English'), 'INP')).toHaveTextContent(/^670 ms Poor/);
    await expect(cellOf(table, rowOf(table, '/', 'Desktop', 'Hindi'), 'CLS')).toHaveTextContent(/^0\.07 Good/);
    const rare = rowOf(table, '/careers', 'Phone', 'English');
    await expect(within(cellOf(table, rare, 'Views')).getByText('Too few views')).toBeVisible();
    await expect(cellOf(table, rare, 'LCP')).toHaveTextContent('No figure');
    await expect(canvas.getByRole('figure', { name: 'p75 of LCP (Largest Contentful Paint) by day, all devices' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'INP: Interaction to Next Paint' })).toBeVisible();
    await expect(canvas.getAllByText('input#site-search')[0]?.tagName).toBe('CODE');
    await expect(vitalsReads()).toEqual([`${VITALS}?days=28`]);
  },
};

/** The chart's figures are also a table, in a disclosure: a row a day, a column a device, each rating in words. */
export const ChartAsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await findSpeedTable(canvasElement);
    await userEvent.click(canvas.getByText('Show the figures as a table'));
    const days = canvas.getByRole('table', { name: 'p75 of LCP (Largest Contentful Paint) by day, all devices' });
    await expect(within(days).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Day', 'Phone', 'Tablet', 'Desktop']);
    await expect(within(days).getAllByRole('rowheader')).toHaveLength(28);
    await expect(within(days).getAllByRole('rowheader')[0]).toHaveTextContent('15 Feb 2026');
    await expect(within(days).getAllByRole('row')[28]).toHaveTextContent(/^14 Mar 2026[\d.]+ s \((good|needs improvement|poor)\)/);
  },
};

export const Loading: Story = {
  parameters: handlers(vitalsApi.pending()),
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByTestId('data-table-skeleton')).toBeVisible();
    await expect(canvasOf(canvasElement).getByText('Loading the speed report')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: handlers(vitalsApi.report(noVitals)),
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText('No speed measurements in the last 28 days')).toBeVisible();
    await expect(canvasOf(canvasElement).queryByRole('table', { name: /^p75 by route/ })).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: handlers(vitalsApi.failure(500)),
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByText('The speed report could not be loaded. Check your connection and try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** A site that has just begun measuring: rows under 20 views say so and show no figures. */
export const TooFew: Story = {
  parameters: handlers(vitalsApi.report(fewVitals)),
  play: async ({ canvasElement }) => {
    const table = await findSpeedTable(canvasElement);
    await expect(within(table).getAllByText('Too few views')).toHaveLength(4);
    await expect(canvasOf(canvasElement).getByText('Rows with fewer than 20 views show no figures.', { exact: false })).toBeVisible();
    await expect(cellOf(table, rowOf(table, '/', 'Phone', 'English'), 'Views')).toHaveTextContent(/^22$/);
    await expect(cellOf(table, rowOf(table, '/tests', 'Desktop', 'English'), 'TTFB')).toHaveTextContent('No figure');
  },
};

/** An agent who types the address is told the page is not theirs, and the report is not asked for. */
export const Forbidden: Story = {
  parameters: { session: agentSession },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getByText('Only supervisors and admins can see the speed report. Ask one of them if you need its figures.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(vitalsReads()).toEqual([]);
  },
};

/** A refusal from the server (a role changed meanwhile) is said in its words. */
export const RefusedByServer: Story = {
  parameters: handlers(vitalsApi.failure(403, vitalsRefusals.role)),
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText('Your role does not allow this')).toBeVisible();
  },
};

/** At 320 px the tables scroll sideways inside their own regions, which the keyboard can focus. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = await canvasOf(canvasElement).findByRole('region', { name: 'p75 by route, device and language over 28 days, all devices' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(canvasOf(canvasElement).getByLabelText('Period')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
