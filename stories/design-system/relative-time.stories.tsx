import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { RelativeTime } from '@/design-system/relative-time/relative-time';
import { FixedTimeContext } from '@/lib/use-current-minute';

// 14 Mar 2026, 14:05 IST.
const now = Date.parse('2026-03-14T08:35:00Z');
const minutesBefore = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

const meta = {
  title: 'Design System/RelativeTime',
  component: RelativeTime,
  tags: ['experimental'],
  args: { dateTime: minutesBefore(12) },
  decorators: [
    (Story) => (
      <FixedTimeContext.Provider value={now}>
        <Story />
      </FixedTimeContext.Provider>
    ),
  ],
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

const timeOf = (canvasElement: HTMLElement) => canvasElement.querySelector('time')!;

/** "12 min ago" on screen; the exact India time on hover (title) and, with the count in words, for screen readers. */
export const MinutesAgo: Story = {
  play: async ({ canvasElement }) => {
    const time = timeOf(canvasElement);
    await expect(time).toHaveAttribute('datetime', minutesBefore(12));
    await expect(time).toHaveAttribute('title', '14 Mar 2026, 13:53 IST');
    await expect(within(time).getByText('12 min ago')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(time).getByText('12 minutes ago, 14 Mar 2026, 13:53 IST')).toBeInTheDocument();
  },
};

/** Under a minute: "just now". */
export const JustNow: Story = {
  args: { dateTime: minutesBefore(0) },
  play: async ({ canvasElement }) => {
    await expect(within(timeOf(canvasElement)).getByText('just now')).toBeVisible();
  },
};

/** Hours, then days. */
export const HoursAgo: Story = {
  args: { dateTime: minutesBefore(185) },
  play: async ({ canvasElement }) => {
    await expect(within(timeOf(canvasElement)).getByText('3 h ago')).toBeVisible();
    await expect(within(timeOf(canvasElement)).getByText('3 hours ago, 14 Mar 2026, 11:00 IST')).toBeInTheDocument();
  },
};

export const DaysAgo: Story = {
  args: { dateTime: minutesBefore(2 * 24 * 60 + 5) },
  play: async ({ canvasElement }) => {
    await expect(within(timeOf(canvasElement)).getByText('2 days ago')).toBeVisible();
  },
};

/** With the exact time shown too, for a page where hovering is not enough. */
export const WithExactTime: Story = {
  args: { showExact: true },
  play: async ({ canvasElement }) => {
    await expect(timeOf(canvasElement)).toHaveTextContent('12 min ago (14 Mar 2026, 13:53 IST)');
  },
};

/** Past a month, the date says it better than a count. */
export const OlderThanAMonth: Story = {
  args: { dateTime: '2026-01-02T04:30:00.000Z' },
  play: async ({ canvasElement }) => {
    const time = timeOf(canvasElement);
    await expect(within(time).getByText('2 Jan 2026, 10:00 IST', { selector: '[aria-hidden="true"]' })).toBeVisible();
    await expect(within(time).getByText('2 Jan 2026, 10:00 IST', { ignore: '[aria-hidden="true"]' })).toBeInTheDocument();
  },
};
