import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MuiTheme } from '@theme/mui-theme';
import RefusedRequestsAlert from '@/app/offline/refused-requests-alert';

const meta = {
  title: 'App/Refused requests alert',
  component: RefusedRequestsAlert,
  decorators: [
    (Story) => (
      <MuiTheme>
        <Story />
      </MuiTheme>
    ),
  ],
  args: {
    requests: [{ key: 'callback-1', text: 'Your saved callback request could not be sent: Please enter a valid phone number' }],
    onDismiss: fn(),
  },
} satisfies Meta<typeof RefusedRequestsAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A request saved offline that the server refused once its form was gone: it stays until dismissed. */
export const OneRequest: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText('A saved request was not sent')).toBeVisible();
    await expect(alert.getByText(args.requests[0]!.text)).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const SeveralRequests: Story = {
  args: {
    requests: [
      { key: 'callback-1', text: 'Your saved callback request could not be sent: Please enter a valid phone number' },
      { key: 'contact-2', text: 'Your saved message could not be sent: Phone number must be 10 digits.' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText('Saved requests were not sent')).toBeVisible();
    for (const request of args.requests) await expect(alert.getByText(request.text)).toBeVisible();
  },
};

export const InHindi: Story = {
  globals: { locale: 'hi' },
  args: { requests: [{ key: 'callback-1', text: 'कॉलबैक का आपका सेव किया गया अनुरोध नहीं भेजा जा सका।' }] },
  play: async ({ canvasElement, args }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText('सेव किया गया एक अनुरोध नहीं भेजा जा सका')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'बंद करें' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
