import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { api } from '@mocks/handlers/api';
import { lastSent, sentRequests } from '@mocks/handlers/api-call';
import { siteConfig } from '@/lib/site-config';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';
import { expectErrorSummary, expectToast, findOpenDialog, specBox, typeInto } from './lead-play';

const meta = {
  title: 'Features/Leads/CallbackDialog',
  component: RequestCallbackButton,
  beforeEach: () => {
    sentRequests.length = 0;
  },
} satisfies Meta<typeof RequestCallbackButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const invalid = 'Please enter a valid phone number';

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request Callback' }));
  return findOpenDialog(canvasElement, 'Need Assistance?');
}

const phoneOf = (dialog: HTMLElement) => within(dialog).getByLabelText('Phone Number');
const submit = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Request Callback' }));

async function request(canvasElement: HTMLElement, phone: string) {
  const dialog = await openDialog(canvasElement);
  await typeInto(phoneOf(dialog), phone);
  await submit(dialog);
  return dialog;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const phone = phoneOf(dialog);
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveValue('');
    await expect(phone).toBeRequired();
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('inputmode', 'tel');
    await expect(phone).toHaveAttribute('autocomplete', 'tel');
    await expect(phone).not.toHaveAttribute('maxlength');
    await expect(within(dialog).getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', siteConfig.phone.href);
    await expect(within(dialog).getByText(/24\/7 support line/)).toBeVisible();
    await expect(canvasElement.ownerDocument.body).toHaveStyle({ overflow: 'hidden' });
  },
};

export const EmptySubmit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await request(canvasElement, '');
    await expectErrorSummary(dialog, [invalid]);
    await expect(phoneOf(dialog)).toHaveAccessibleDescription(`Start with + and the country code for a number outside India Error: ${invalid}`);
    await expect(sentRequests).toHaveLength(0);
  },
};

export const InvalidPhone: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await openDialog(canvasElement);
    for (const typed of ['0987654321', '+91 98765 43210', '9', '+1234567890123456']) {
      await step(`"${typed}" is refused`, async () => {
        await typeInto(phoneOf(dialog), typed);
        await submit(dialog);
        await expectErrorSummary(dialog, [invalid]);
        await expect(phoneOf(dialog)).toBeInvalid();
        await expect(phoneOf(dialog)).toHaveValue(typed);
      });
    }
    await expect(sentRequests).toHaveLength(0);
  },
};

export const Submitting: Story = {
  parameters: { msw: [api.callbacks.pending()] },
  play: async ({ canvasElement }) => {
    const dialog = await request(canvasElement, '9876543210');
    const busy = await within(dialog).findByRole('button', { name: 'Submitting...' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(lastSent('/api/callbacks')?.body).toEqual({ phone: '+919876543210' }));
  },
};

export const Requested: Story = {
  play: async ({ canvasElement, step }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Request Callback' });
    const dialog = await request(canvasElement, '9876543210');
    await step('toast announced, dialog closed, page scroll restored, focus back on the opener', async () => {
      await expectToast(canvasElement, 'Submitted Successfully!', 'polite');
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await expect(canvasElement.ownerDocument.body).not.toHaveStyle({ overflow: 'hidden' });
      await waitFor(() => expect(opener).toHaveFocus());
    });
    await step('+91 was put in front of the bare number; the input starts empty next time', async () => {
      await expect(lastSent('/api/callbacks')?.body).toEqual({ phone: '+919876543210' });
      await expect(phoneOf(await openDialog(canvasElement))).toHaveValue('');
    });
  },
};

export const InternationalNumberSentAsTyped: Story = {
  play: async ({ canvasElement }) => {
    await request(canvasElement, '+447700900123');
    await expectToast(canvasElement, 'Submitted Successfully!', 'polite');
    await expect(lastSent('/api/callbacks')?.body).toEqual({ phone: '+447700900123' });
  },
};

const failureStory = (message: string): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await request(canvasElement, '9876543210');
    await expectToast(canvasElement, message, 'assertive');
    await expect(specBox(dialog)).toHaveTextContent(message);
    await expect(dialog).toBeVisible();
    await expect(phoneOf(dialog)).toHaveValue('9876543210');
    await expect(lastSent('/api/callbacks')?.body).toEqual({ phone: '+919876543210' });
  };

export const ServerErrorWithErrorField: Story = {
  parameters: { msw: [api.callbacks.failure(503, { message: 'Try later', error: 'Our callback desk is closed' })] },
  play: failureStory('Our callback desk is closed'),
};

export const ServerErrorWithoutErrorField: Story = {
  parameters: { msw: [api.callbacks.failure(500, { message: 'Queue full' })] },
  play: failureStory('Error requesting callback'),
};

export const ServerErrorWithoutBody: Story = {
  parameters: { msw: [api.callbacks.failure(500)] },
  play: failureStory('Error requesting callback'),
};

export const BackdropClickCloses: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const backdrop = canvasElement.ownerDocument.querySelector('.MuiBackdrop-root');
    await expect(backdrop).not.toBeNull();
    if (backdrop) await userEvent.click(backdrop);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvasElement.ownerDocument.body).not.toHaveStyle({ overflow: 'hidden' });
  },
};

export const CloseIconAndEscapeClose: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Request Callback' });
    let dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    dialog = await openDialog(canvasElement);
    await waitFor(() => expect(phoneOf(dialog)).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The home care-programs dialog: the only one whose input keeps digits only, at most 10. */
export const TenDigitLimit: Story = {
  args: { limitToTenDigits: true },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const phone = phoneOf(dialog);
    await expect(phone).toHaveAttribute('maxlength', '10');
    await expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    await expect(phone).toHaveAttribute('inputmode', 'tel');
    await expect(phone).toHaveAccessibleDescription('10-digit phone number without country code');
    await userEvent.type(phone, '98765-432109');
    await expect(phone).toHaveValue('9876543210');
    await submit(dialog);
    await expectToast(canvasElement, 'Submitted Successfully!', 'polite');
    await expect(lastSent('/api/callbacks')?.body).toEqual({ phone: '+919876543210' });
  },
};

/** A Hindi page: the dialog in Hindi; the server's English error field shows as the form's own Hindi failure. */
export const InHindi: Story = {
  globals: { locale: 'hi' },
  parameters: { msw: [api.callbacks.failure(503, { message: 'Try later', error: 'Our callback desk is closed' })] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'कॉलबैक पाएँ' }));
    const dialog = await findOpenDialog(canvasElement, 'मदद चाहिए?');
    await expect(dialog).toHaveAccessibleDescription('अपना नंबर दें, हमारे हेल्थ एक्सपर्ट आपको कॉल करेंगे।');
    const phone = within(dialog).getByLabelText('मोबाइल नंबर');
    await expect(phone).toHaveAccessibleDescription('भारत के बाहर का नंबर हो तो + और country code से शुरू करें');
    await typeInto(phone, '9876543210');
    await userEvent.click(within(dialog).getByRole('button', { name: 'कॉलबैक पाएँ' }));
    await expectToast(canvasElement, 'कॉलबैक का अनुरोध नहीं भेजा जा सका।', 'assertive');
    await expect(specBox(dialog)).toHaveTextContent('कॉलबैक का अनुरोध नहीं भेजा जा सका।');
    await expect(phone).toHaveValue('9876543210');
  },
};
