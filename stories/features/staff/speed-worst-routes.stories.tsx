import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { siteVitals, vitalsReportOf } from '@mocks/staff/vitals-fixtures';
import { SpeedWorstRoutes } from '@/features/staff/components/speed-worst-routes';

const meta = {
  title: 'Features/Staff/SpeedWorstRoutes',
  component: SpeedWorstRoutes,
  args: { worst: [] },
} satisfies Meta<typeof SpeedWorstRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The five slowest rows by LCP, INP and CLS, each with what its views named: selectors and scripts in code, counts and shares. */
export const Default: Story = {
  render: () => <SpeedWorstRoutes worst={vitalsReportOf(siteVitals(), 28).worst} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inp = canvas.getByRole('region', { name: 'INP: Interaction to Next Paint' });
    const first = within(inp).getAllByRole('listitem')[0]!;
    await expect(first).toHaveTextContent(/^\/search, phone, English/);
    await expect(within(first).getByText('Poor')).toBeVisible();
    await expect(within(first).getByText('Interaction targets')).toBeVisible();
    await expect(within(first).getByText('input#site-search').tagName).toBe('CODE');
    await expect(within(first).getByText('static/js/async/search-index.js')).toBeVisible();
    await expect(within(first).getByText(/^47 views \(39%\), mean \d+ ms$/)).toBeVisible();
    const lcp = canvas.getByRole('region', { name: 'LCP: Largest Contentful Paint' });
    await expect(within(lcp).getAllByRole('listitem')[0]).toHaveTextContent(/^\/lab-tests-details\/:id, phone, Hindip75 4\.4 s Poor/);
  },
};

/** Before any row has 20 views, no route is ranked. */
export const NoneRanked: Story = {
  play: async ({ canvasElement }) => {
    for (const metric of ['LCP', 'INP', 'CLS']) await expect(within(canvasElement).getByText(`No route has enough views to rank by ${metric}.`)).toBeVisible();
  },
};
