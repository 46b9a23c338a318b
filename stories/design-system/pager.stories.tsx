import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pager } from '@/design-system/pager/pager';

const meta = {
  title: 'Design System/Pager',
  component: Pager,
  tags: ['experimental'],
  args: { label: 'Pages of leads', onNewer: fn(), onOlder: fn(), position: 'Page 2' },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page in the middle: both buttons work, the position between them. */
export const Middle: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pages of leads' });
    await expect(within(nav).getByText('Page 2')).toBeVisible();
    await userEvent.click(within(nav).getByRole('button', { name: 'Older' }));
    await expect(args.onOlder).toHaveBeenCalledTimes(1);
    await userEvent.click(within(nav).getByRole('button', { name: 'Newer' }));
    await expect(args.onNewer).toHaveBeenCalledTimes(1);
  },
};

/** The newest page: "Newer" stays in place, focusable but marked unavailable, and does nothing. */
export const Newest: Story = {
  args: { onNewer: undefined, position: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const newer = canvas.getByRole('button', { name: 'Newer' });
    await expect(newer).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(newer);
    await expect(canvas.getByRole('button', { name: 'Older' })).not.toHaveAttribute('aria-disabled');
  },
};

/** The oldest page: focus stays on "Older" after the last page is reached. */
export const Oldest: Story = {
  args: { onOlder: undefined },
  play: async ({ canvasElement }) => {
    const older = within(canvasElement).getByRole('button', { name: 'Older' });
    await userEvent.click(older);
    await expect(older).toHaveFocus();
    await expect(older).toHaveAttribute('aria-disabled', 'true');
  },
};
