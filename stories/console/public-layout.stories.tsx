import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { PublicLayout } from '@/console/layout/public-layout';
import { canvasOf } from '../features/staff/staff-play';

const meta = {
  title: 'Console/PublicLayout',
  component: PublicLayout,
  parameters: { layout: 'fullscreen', route: { path: '/staff/login' } },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign-in and enrolment: the brand, no navigation and no account before anyone is signed in. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = canvasOf(canvasElement).getByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Healvia Staff' })).toBeVisible();
    await expect(canvasOf(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
    await expect(within(banner).queryByRole('button')).not.toBeInTheDocument();
    await expect(canvasOf(canvasElement).getByRole('main')).toBeInTheDocument();
  },
};
