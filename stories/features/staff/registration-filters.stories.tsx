import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegistrationFilters } from '@/features/staff/components/registration-filters';

const meta = {
  title: 'Features/Staff/RegistrationFilters',
  component: RegistrationFilters,
  args: { values: { kind: '', status: '' }, onChange: fn() },
} satisfies Meta<typeof RegistrationFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: every kind and status. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Kind')).toHaveDisplayValue('All kinds');
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'Rejected');
    await expect(args.onChange).toHaveBeenCalledWith({ kind: '', status: 'rejected' });
  },
};

export const Chosen: Story = {
  args: { values: { kind: 'hospital', status: 'pending' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Kind')).toHaveDisplayValue('Hospital');
    await expect(within(canvasElement).getByLabelText('Status')).toHaveDisplayValue('Pending');
  },
};
