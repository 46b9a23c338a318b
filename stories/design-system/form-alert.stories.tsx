import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { FormAlert } from '@/design-system/form/form-alert';

const meta = {
  title: 'Design System/Form/FormAlert',
  component: FormAlert,
  tags: ['stable'],
  args: { children: 'Failed to book appointment' },
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerError: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to book appointment');
  },
};

export const LongMessage: Story = {
  args: { children: 'An error occurred while submitting. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('An error occurred while submitting. Please try again.');
  },
};

export const Empty: Story = {
  args: { children: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};
