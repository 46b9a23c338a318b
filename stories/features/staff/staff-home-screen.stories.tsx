import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { adminSession } from '@mocks/staff/staff-session';
import { StaffHomeScreen } from '@/features/staff/screens/staff-home-screen';
import { canvasOf } from './staff-play';
import { withSignedInStaff } from './signed-in-staff';

const meta = {
  title: 'Features/Staff/StaffHomeScreen',
  component: StaffHomeScreen,
  decorators: [withSignedInStaff],
  parameters: { layout: 'fullscreen', route: { path: '/staff' } },
} satisfies Meta<typeof StaffHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Agent: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasOf(canvasElement).getByRole('heading', { level: 1, name: 'Staff console' })).toBeVisible();
    await expect(canvasOf(canvasElement).getByText('You are signed in as ravi.agent@healvia.example, agent.')).toBeVisible();
  },
};

export const Admin: Story = {
  parameters: { signedInAs: adminSession },
  play: async ({ canvasElement }) => {
    await expect(canvasOf(canvasElement).getByText('You are signed in as asha.admin@healvia.example, admin.')).toBeVisible();
  },
};
