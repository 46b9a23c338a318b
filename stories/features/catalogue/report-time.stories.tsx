import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { ReportTime } from '@/features/catalogue/components/report-time';

const meta = {
  title: 'Features/Catalogue/Report Time',
  component: ReportTime,
  args: { text: 'Reports in 24 hrs' },
} satisfies Meta<typeof ReportTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reports in 24 hrs')).toBeVisible();
    // The clock is decoration: a screen reader reads the text alone.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** What makes a story Hindi: the preview loads the site's modules in Hindi (the toolbar's Language). */
const inHindi = { globals: { locale: 'hi' } };

/** In Hindi: a report time the data files write ("Reports within 24 hours") reads in Hindi. */
export const InHindi: Story = {
  ...Default,
  ...inHindi,
  args: { text: 'Reports within 24 hours' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('24 घंटे में रिपोर्ट')).toBeVisible();
  },
};

/** In Hindi: "Report after each scan", the one other wording in the data files. */
export const AfterEachScanInHindi: Story = {
  ...inHindi,
  args: { text: 'Report after each scan' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('हर स्कैन के बाद रिपोर्ट')).toBeVisible();
  },
};
