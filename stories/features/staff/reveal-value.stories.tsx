import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { registrationHandlers as api } from '@mocks/staff/registrations';
import { adminSession, staffSessionApi as session } from '@mocks/staff/staff-session';
import { RevealValue } from '@/features/staff/components/reveal-value';

const meta = {
  title: 'Features/Staff/RevealValue',
  component: RevealValue,
  args: { kind: 'patient', id: 'p-3', field: 'mobileNumber', label: 'Mobile Number', masked: '••••••5678' },
  parameters: { msw: { handlers: { registrations: [session.session(adminSession), api.reveal()] } } },
} satisfies Meta<typeof RevealValue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mask and a button whose name says what it reveals. */
export const Masked: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('••••••5678')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Reveal Mobile Number' })).toBeVisible();
  },
};

export const Revealed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reveal Mobile Number' }));
    const value = await within(canvasElement).findByText('+919812345678');
    await waitFor(() => expect(value).toHaveFocus());
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { registrations: [session.session(adminSession), api.revealFailure()] } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reveal Mobile Number' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('It could not be revealed. Try again.');
  },
};
