import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { FormStatus } from '@/design-system/form/form-status';

const meta = {
  title: 'Design System/Form/FormStatus',
  component: FormStatus,
  tags: ['stable'],
  args: { children: 'No connection. We saved your request on this phone and will send it as soon as you are back online.' },
} satisfies Meta<typeof FormStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SavedForLater: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'No connection. We saved your request on this phone and will send it as soon as you are back online.',
    );
  },
};

export const Sent: Story = {
  args: { children: 'Your callback request has been sent.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your callback request has been sent.');
  },
};

/** Nothing to say: the live region stays in the page, empty and taking no room, so later news is spoken. */
export const Empty: Story = {
  args: { children: '' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await expect(status.getBoundingClientRect().height).toBe(0);
  },
};
