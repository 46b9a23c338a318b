import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { api } from '@mocks/handlers/api';
import { sentRequests } from '@mocks/handlers/api-call';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';
import { expectToast, findOpenDialog, page, specBox, typeInto } from './lead-play';
import { SAVED_OFFLINE, comeBackOnline, expectSavedOffline, keysSentTo, offlineWithNothingSaved, savedRequests, withStorageFull, withWatcher } from './saved-requests';

/** The callback dialog without network: the request is kept on the device and sent when the connection returns. */
const meta = {
  title: 'Features/Leads/CallbackDialogOffline',
  component: RequestCallbackButton,
  parameters: { msw: [api.callbacks.networkError()] },
  beforeEach: offlineWithNothingSaved,
} satisfies Meta<typeof RequestCallbackButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const phoneOf = (dialog: HTMLElement) => within(dialog).getByLabelText('Phone Number');
const submit = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Request Callback' }));

async function requestOffline(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request Callback' }));
  const dialog = await findOpenDialog(canvasElement, 'Need Assistance?');
  await typeInto(phoneOf(dialog), '9876543210');
  await submit(dialog);
  await expectSavedOffline(canvasElement, dialog, '/api/callbacks', 'callback');
  return dialog;
}

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await requestOffline(canvasElement);
    await expect(dialog).toBeVisible();
    await expect(phoneOf(dialog)).toHaveValue('9876543210');
    await expect(within(dialog).getByRole('button', { name: 'Request Callback' })).not.toHaveAttribute('aria-disabled');
  },
};

export const SubmittedAgainStaysOneRequest: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await requestOffline(canvasElement);
    await submit(dialog);
    await waitFor(() => expect(keysSentTo('/api/callbacks')).toHaveLength(2));
    const [first, second] = keysSentTo('/api/callbacks');
    await expect(second).toBe(first);
    await expect(await savedRequests()).toHaveLength(1);
  },
};

export const ChangedNumberReplacesTheSavedRequest: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await requestOffline(canvasElement);
    await typeInto(phoneOf(dialog), '9123456780');
    await submit(dialog);
    await waitFor(() => expect(keysSentTo('/api/callbacks')).toHaveLength(2));
    const [first, second] = keysSentTo('/api/callbacks');
    await expect(second).not.toBe(first);
    await waitFor(async () => expect(await savedRequests()).toEqual([expect.objectContaining({ key: second, body: { phone: '+919123456780' } })]));
    await expect(within(dialog).getByRole('status')).toHaveTextContent(SAVED_OFFLINE);
  },
};

export const SentWhenBackOnline: Story = {
  parameters: { msw: [api.callbacks.networkError({ once: true })] },
  decorators: [withWatcher],
  play: async ({ canvasElement, step }) => {
    const dialog = await requestOffline(canvasElement);
    await step('the connection returns: sent once, with the same key', async () => {
      await comeBackOnline(async () => expect(await savedRequests()).toEqual([]));
      const [offline, online] = keysSentTo('/api/callbacks');
      await expect(online).toBe(offline);
      await expect(sentRequests).toHaveLength(2);
    });
    await step('the form and a polite toast say so; the number is no longer needed', async () => {
      await expectToast(canvasElement, 'Your callback request has been sent.', 'polite');
      await expect(within(dialog).getByRole('status')).toHaveTextContent('Your callback request has been sent.');
      await expect(phoneOf(dialog)).toHaveValue('');
    });
  },
};

export const RefusedWhenBackOnline: Story = {
  parameters: { msw: [api.callbacks.networkError({ once: true }), api.callbacks.failure(422, { error: 'This number cannot receive calls' })] },
  decorators: [withWatcher],
  play: async ({ canvasElement }) => {
    const dialog = await requestOffline(canvasElement);
    await comeBackOnline(() => expect(specBox(dialog)).toHaveTextContent('This number cannot receive calls'));
    await expectToast(canvasElement, 'Your saved callback request could not be sent: This number cannot receive calls', 'assertive');
    await expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
    await expect(phoneOf(dialog)).toHaveValue('9876543210');
    await expect(await savedRequests()).toEqual([]);
  },
};

export const RefusedAfterTheDialogClosed: Story = {
  parameters: { msw: [api.callbacks.networkError({ once: true }), api.callbacks.failure(422, { error: 'This number cannot receive calls' })] },
  decorators: [withWatcher],
  play: async ({ canvasElement }) => {
    const text = 'Your saved callback request could not be sent: This number cannot receive calls';
    const dialog = await requestOffline(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    let alert: HTMLElement | undefined;
    await comeBackOnline(() => {
      alert = page(canvasElement).getByRole('alert');
    });
    await expect(alert).toHaveTextContent(text);
    await waitFor(() => expect(page(canvasElement).getByTestId('live-assertive')).toHaveTextContent(text));
    await userEvent.click(within(alert!).getByRole('button', { name: 'Dismiss' }));
    await expect(page(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The device cannot keep it either (storage full): the spec's network failure, as before issue 23. */
export const StorageFull: Story = {
  beforeEach: withStorageFull,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request Callback' }));
    const dialog = await findOpenDialog(canvasElement, 'Need Assistance?');
    await typeInto(phoneOf(dialog), '9876543210');
    await submit(dialog);
    await expectToast(canvasElement, 'Failed to fetch', 'assertive');
    await expect(specBox(dialog)).toHaveTextContent('Failed to fetch');
    await expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
    await expect(phoneOf(dialog)).toHaveValue('9876543210');
    await expect(await savedRequests()).toEqual([]);
  },
};

/** A Hindi page: kept on the device, then sent when the connection returns, both said in Hindi. */
export const InHindiSentWhenBackOnline: Story = {
  globals: { locale: 'hi' },
  parameters: { msw: [api.callbacks.networkError({ once: true })] },
  decorators: [withWatcher],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'कॉलबैक पाएँ' }));
    const dialog = await findOpenDialog(canvasElement, 'मदद चाहिए?');
    await typeInto(within(dialog).getByLabelText('मोबाइल नंबर'), '9876543210');
    await userEvent.click(within(dialog).getByRole('button', { name: 'कॉलबैक पाएँ' }));
    const saved = 'इंटरनेट कनेक्शन नहीं है। हमने आपका अनुरोध इस फ़ोन पर सेव कर लिया है और आपके online होते ही इसे भेज देंगे।';
    await expectToast(canvasElement, saved, 'polite');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(saved);
    await comeBackOnline(async () => expect(await savedRequests()).toEqual([]));
    await expectToast(canvasElement, 'आपका कॉलबैक अनुरोध भेज दिया गया है।', 'polite');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('आपका कॉलबैक अनुरोध भेज दिया गया है।');
  },
};
