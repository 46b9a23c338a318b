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
