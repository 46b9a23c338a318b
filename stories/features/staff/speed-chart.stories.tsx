import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { siteVitals, vitalsReportOf } from '@mocks/staff/vitals-fixtures';
import { SpeedChart } from '@/features/staff/components/speed-chart';
import { speedChartData, type SpeedChartData } from '@/features/staff/components/speed-chart-data';

const meta = {
  title: 'Features/Staff/SpeedChart',
  component: SpeedChart,
  args: { data: { metric: 'LCP', days: [], series: [] } },
} satisfies Meta<typeof SpeedChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const site = () => vitalsReportOf(siteVitals(), 28);

/** A week with a day missing and a day alone between gaps: the line breaks, the lone day is a dot. */
const gappy: SpeedChartData = {
  metric: 'INP',
  days: ['2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14'],
  series: [{ device: 'phone', values: [180, 240, null, 610, null, 320, 290] }],
};

const lines = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('svg[viewBox="0 0 100 100"] path')].map((path) => path.getAttribute('d') ?? '');

/** A line per device (solid, dashed, dotted), the thresholds labelled, the first, middle and last days named. */
export const AllDevices: Story = {
  render: () => <SpeedChart data={speedChartData(site(), 'LCP', 'all')} />,
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement);
    for (const text of ['Good up to 2.5 s', 'Poor above 4.0 s', '15 Feb', '28 Feb', '14 Mar', 'Phone', 'Tablet', 'Desktop']) await expect(chart.getByText(text)).toBeInTheDocument();
    await expect(canvasElement.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  },
};

export const OneDevice: Story = {
  render: () => <SpeedChart data={speedChartData(site(), 'TTFB', 'phone')} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Good up to 800 ms')).toBeInTheDocument();
    await expect(within(canvasElement).queryByText('Tablet')).toBeNull();
  },
};

export const GapsAndALoneDay: Story = {
  render: () => <SpeedChart data={gappy} />,
  play: async ({ canvasElement }) => {
    const series = lines(canvasElement).at(-1) ?? '';
    await expect(series.match(/M /g)).toHaveLength(3);
    await expect(series).toContain('h 0');
    await expect(within(canvasElement).getByText('Poor above 500 ms')).toBeInTheDocument();
  },
};

export const LayoutShift: Story = {
  render: () => <SpeedChart data={speedChartData(site(), 'CLS', 'all')} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Good up to 0.10')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Poor above 0.25')).toBeInTheDocument();
  },
};
