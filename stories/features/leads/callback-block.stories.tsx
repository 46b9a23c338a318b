import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { api } from '@mocks/handlers/api';
import { lastSent, sentRequests } from '@mocks/handlers/api-call';
import { siteConfig } from '@/lib/site-config';
import { CallbackBlock } from '@/features/leads/components/callback-block';
import { expectErrorSummary, expectToast, specBox, typeInto } from './lead-play';
import { expectSavedOffline, withNoSavedRequests } from './saved-requests';

const meta = {
  title: 'Features/Leads/CallbackBlock',
  component: CallbackBlock,
  beforeEach: () => {
    sentRequests.length = 0;
  },
} satisfies Meta<typeof CallbackBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const blockOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Request a callback' });

async function request(canvasElement: HTMLElement, phone: string) {
  const block = blockOf(canvasElement);
  await typeInto(within(block).getByLabelText('Phone Number'), phone);
  await userEvent.click(within(block).getByRole('button', { name: 'Request Callback' }));
  return block;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const block = within(blockOf(canvasElement));
    await expect(block.getByRole('heading', { level: 2, name: 'Request a callback' })).toBeVisible();
    await expect(block.getByRole('form', { name: 'Request a callback' })).toBeVisible();
    const phone = block.getByLabelText('Phone Number');
    await expect(phone).toHaveValue('');
    await expect(phone).toHaveAttribute('inputmode', 'tel');
    await expect(phone).toHaveAttribute('autocomplete', 'tel');
    await expect(block.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', siteConfig.phone.href);
  },
};

export const InvalidPhone: Story = {
  play: async ({ canvasElement }) => {
    const block = await request(canvasElement, '0123');
    await expectErrorSummary(block, ['Please enter a valid phone number']);
    await expect(within(block).getByLabelText('Phone Number')).toHaveAccessibleDescription(
      'Start with + and the country code for a number outside India Error: Please enter a valid phone number',
    );
    await expect(within(block).getByLabelText('Phone Number')).toHaveValue('0123');
    await expect(sentRequests).toHaveLength(0);
  },
};

export const Submitting: Story = {
  parameters: { msw: [api.callbacks.pending()] },
  play: async ({ canvasElement }) => {
    const block = await request(canvasElement, '9876543210');
    await expect(await within(block).findByRole('button', { name: 'Submitting...' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(lastSent('/api/callbacks')?.body).toEqual({ phone: '+919876543210' }));
  },
};

export const Requested: Story = {
  play: async ({ canvasElement }) => {
    const block = await request(canvasElement, '9876543210');
    await expectToast(canvasElement, 'Submitted Successfully!', 'polite');
    await expect(within(block).getByLabelText('Phone Number')).toHaveValue('');
    await expect(lastSent('/api/callbacks')?.body).toEqual({ phone: '+919876543210' });
  },
};

const failureStory = (message: string): Story['play'] =>
  async function play({ canvasElement }) {
    const block = await request(canvasElement, '+919876543210');
    await expectToast(canvasElement, message, 'assertive');
    await expect(specBox(block)).toHaveTextContent(message);
    await expect(within(block).getByLabelText('Phone Number')).toHaveValue('+919876543210');
    await expect(lastSent('/api/callbacks')?.body).toEqual({ phone: '+919876543210' });
  };

export const ServerErrorWithErrorField: Story = {
  parameters: { msw: [api.callbacks.failure(429, { message: 'Slow down', error: 'Too Many Requests' })] },
  play: failureStory('Too Many Requests'),
};

export const ServerErrorWithoutErrorField: Story = {
  parameters: { msw: [api.callbacks.failure(500)] },
  play: failureStory('Error requesting callback'),
};

/** Without network the request is kept on the device (CallbackDialogOffline has the whole journey). */
export const Offline: Story = {
  parameters: { msw: [api.callbacks.networkError()] },
  beforeEach: withNoSavedRequests,
  play: async ({ canvasElement }) => {
    const block = await request(canvasElement, '+919876543210');
    await expectSavedOffline(canvasElement, block, '/api/callbacks', 'callback');
    await expect(within(block).getByLabelText('Phone Number')).toHaveValue('+919876543210');
  },
};

/**
 * Issue 41: the server finds the request hurried and asks for a proof of work. The form says it is checking, solves
 * the challenge in the background and sends the same request again, with the same Idempotency-Key and the solution.
 */
export const CheckingYourRequest: Story = {
  parameters: { msw: [api.callbacks.provingWork(), api.callbacks.slowly(800)] },
  play: async ({ canvasElement }) => {
    const block = await request(canvasElement, '9876543210');
    const status = within(block).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Checking your request…'));
    await expectToast(canvasElement, 'Submitted Successfully!', 'polite');
    await expect(status).toBeEmptyDOMElement();

    const [asked, solved] = sentRequests.filter((sent) => sent.path === '/api/callbacks');
    await expect(asked?.headers.get('Altcha')).toBeNull();
    await expect(solved?.headers.get('Altcha')).toMatch(/^[A-Za-z0-9+/]+=*$/);
    await expect(solved?.headers.get('Idempotency-Key')).toBe(asked?.headers.get('Idempotency-Key'));
    await expect(asked?.headers.get('Idempotency-Key')).toBeTruthy();
    await expect(solved?.headers.get('Form-Token')).toMatch(/^mock-form-token\.callback\.\d+$/);
    await expect(solved?.body).toEqual({ phone: '+919876543210' });
  },
};

/** A Hindi page: the block in Hindi, a Hindi error, then the request sent and announced in Hindi. */
export const InHindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement, step }) => {
    const block = within(canvasElement).getByRole('region', { name: 'कॉलबैक का अनुरोध करें' });
    const phone = within(block).getByLabelText('मोबाइल नंबर');
    await expect(within(block).getByRole('heading', { level: 2, name: 'कॉलबैक का अनुरोध करें' })).toBeVisible();
    await expect(within(block).getByText(/ख़ुद कॉल करना चाहते हैं\? हमारी 24x7 हेल्पलाइन:/)).toBeVisible();

    await step('a short number is refused in Hindi', async () => {
      await typeInto(phone, '0123');
      await userEvent.click(within(block).getByRole('button', { name: 'कॉलबैक पाएँ' }));
      await expect(phone).toBeInvalid();
      await expect(phone).toHaveAccessibleDescription(expect.stringContaining('कृपया सही फ़ोन नंबर लिखें।'));
      await expect(sentRequests).toHaveLength(0);
    });

    await step('a right number is sent with +91 and the toast is announced in Hindi', async () => {
      await typeInto(phone, '9876543210');
      await userEvent.click(within(block).getByRole('button', { name: 'कॉलबैक पाएँ' }));
      await expectToast(canvasElement, 'अनुरोध भेज दिया गया!', 'polite');
      await expect(lastSent('/api/callbacks')?.body).toEqual({ phone: '+919876543210' });
    });
  },
};

/** The same check on a Hindi page, said in Hindi. */
export const CheckingYourRequestInHindi: Story = {
  globals: { locale: 'hi' },
  parameters: { msw: [api.callbacks.provingWork(), api.callbacks.slowly(800)] },
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole('region', { name: 'कॉलबैक का अनुरोध करें' });
    await typeInto(within(block).getByLabelText('मोबाइल नंबर'), '9876543210');
    await userEvent.click(within(block).getByRole('button', { name: 'कॉलबैक पाएँ' }));
    const status = within(block).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('आपके अनुरोध की जाँच हो रही है…'));
    await expectToast(canvasElement, 'अनुरोध भेज दिया गया!', 'polite');
    await expect(sentRequests.filter((sent) => sent.path === '/api/callbacks').map((sent) => sent.headers.has('Altcha'))).toEqual([false, true]);
  },
};
