import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { LoadingBar } from '@/design-system/loading-bar/loading-bar';

const meta = {
  title: 'Design System/LoadingBar',
  component: LoadingBar,
  tags: ['stable'],
  args: { label: 'Loading page' },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the flow: where a page's code is loading after a navigation. */
export const InFlow: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  },
};

/** Pinned to the top of the window, over everything: while a dialog's code loads after a click. */
export const Pinned: Story = {
  args: { label: 'Loading form', pinned: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading form' });
    await expect(getComputedStyle(bar).position).toBe('fixed');
  },
};
