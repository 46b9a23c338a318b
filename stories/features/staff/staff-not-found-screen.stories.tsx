import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent } from 'storybook/test';
import { StaffNotFoundScreen } from '@/features/staff/screens/staff-not-found-screen';
import { canvasOf, expectNavigatedTo } from './staff-play';

const meta = {
  title: 'Features/Staff/StaffNotFoundScreen',
  component: StaffNotFoundScreen,
  parameters: { layout: 'fullscreen', route: { path: '/staff/no-such-page' } },
} satisfies Meta<typeof StaffNotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any path under /staff the console does not know; a real link back to the inbox. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasOf(canvasElement).getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const link = canvasOf(canvasElement).getByRole('link', { name: 'Go to the inbox' });
    await expect(link).toHaveAttribute('href', '/staff');
    await userEvent.click(link);
    await expectNavigatedTo(canvasElement, '/staff');
  },
};
