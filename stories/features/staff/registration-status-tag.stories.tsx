import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { RegistrationStatusTag } from '@/features/staff/components/registration-status-tag';

const meta = {
  title: 'Features/Staff/RegistrationStatusTag',
  component: RegistrationStatusTag,
  args: { status: 'pending' },
} satisfies Meta<typeof RegistrationStatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = { play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Pending')).toBeVisible() };
export const Verified: Story = { args: { status: 'verified' }, play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Verified')).toBeVisible() };
export const Rejected: Story = { args: { status: 'rejected' }, play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Rejected')).toBeVisible() };
