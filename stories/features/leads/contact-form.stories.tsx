import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { api } from '@mocks/handlers/api';
import { lastSent, sentRequests } from '@mocks/handlers/api-call';
import { ContactForm } from '@/features/leads/components/contact-form';
import { expectErrorSummary, expectToast, specBox, typeInto } from './lead-play';

const meta = {
  title: 'Features/Leads/ContactForm',
  component: ContactForm,
  beforeEach: () => {
    sentRequests.length = 0;
  },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Message = { name: string; email: string; phone: string; address: string; message: string };
const message: Message = {
  name: 'Ravi Kumar',
  email: 'ravi.kumar@example.in',
  phone: '9123456780',
  address: '12 MG Road, Bengaluru',
  message: 'Do you offer home sample collection in Whitefield?',
};
const labels: Record<keyof Message, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone Number',
  address: 'Address (optional)',
  message: 'Message (optional)',
};

const formOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('form', { name: 'Send us a message' });
const field = (form: HTMLElement, name: keyof Message) => within(form).getByLabelText(labels[name]);

async function send(canvasElement: HTMLElement, values: Partial<Message>) {
  const form = formOf(canvasElement);
  for (const [name, value] of Object.entries(values) as [keyof Message, string][]) await typeInto(field(form, name), value);
  await userEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
  return form;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = formOf(canvasElement);
    for (const name of Object.keys(labels) as (keyof Message)[]) await expect(field(form, name)).toHaveValue('');
    for (const name of ['name', 'email', 'phone'] as const) await expect(field(form, name)).toBeRequired();
    for (const name of ['address', 'message'] as const) await expect(field(form, name)).not.toBeRequired();
    const phone = field(form, 'phone');
    await expect(phone).toHaveAttribute('inputmode', 'tel');
    await expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    await expect(phone).toHaveAttribute('pattern', '[0-9]{10}');
    await expect(field(form, 'email')).toHaveAttribute('autocomplete', 'email');
    await expect(specBox(form)).toBeUndefined();
  },
};

export const RequiredFieldsMissing: Story = {
  play: async ({ canvasElement }) => {
    const form = await send(canvasElement, { name: 'Ravi Kumar', email: 'ravi', message: 'Hello' });
    await expect(specBox(form)).toHaveTextContent('Please fill in all fields.');
    await expectErrorSummary(form, ['Invalid email format.', 'Please fill in all fields.']);
    await expect(field(form, 'phone')).toHaveAccessibleDescription('10-digit phone number without country code Error: Please fill in all fields.');
    await expect(field(form, 'message')).toHaveValue('Hello');
    await expect(sentRequests).toHaveLength(0);
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const form = await send(canvasElement, { ...message, email: 'ravi.kumar@example', phone: '91234' });
    await expect(specBox(form)).toHaveTextContent('Invalid email format.');
    await expectErrorSummary(form, ['Invalid email format.', 'Phone number must be 10 digits.']);
    await expect(field(form, 'email')).toHaveAccessibleDescription('Error: Invalid email format.');
    await expect(sentRequests).toHaveLength(0);
  },
};

export const PhoneNotTenDigits: Story = {
  play: async ({ canvasElement }) => {
    const form = await send(canvasElement, { ...message, phone: '91234567801' });
    await expect(specBox(form)).toHaveTextContent('Phone number must be 10 digits.');
    await expectErrorSummary(form, ['Phone number must be 10 digits.']);
    await expect(field(form, 'phone')).toBeInvalid();
    await expect(field(form, 'phone')).toHaveValue('91234567801');
    await expect(sentRequests).toHaveLength(0);
  },
};

export const Submitting: Story = {
  parameters: { msw: [api.contact.pending()] },
  play: async ({ canvasElement }) => {
    const form = await send(canvasElement, message);
    const busy = await within(form).findByRole('button', { name: 'Sending...' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(lastSent('/api/contact')?.body).toEqual(message));
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const form = await send(canvasElement, message);
    await expectToast(canvasElement, 'Message sent successfully!', 'polite');
    for (const name of Object.keys(labels) as (keyof Message)[]) await expect(field(form, name)).toHaveValue('');
    await expect(lastSent('/api/contact')?.body).toEqual(message);
    await expect(specBox(form)).toBeUndefined();
  },
};

export const SentWithoutOptionalFields: Story = {
  play: async ({ canvasElement }) => {
    await send(canvasElement, { name: '  Ravi Kumar ', email: message.email, phone: message.phone });
    await expectToast(canvasElement, 'Message sent successfully!', 'polite');
    await expect(lastSent('/api/contact')?.body).toEqual({ name: 'Ravi Kumar', email: message.email, phone: message.phone, address: '', message: '' });
  },
};

const failureStory = (shown: string): Story['play'] =>
  async function play({ canvasElement }) {
    const form = await send(canvasElement, message);
    await expectToast(canvasElement, shown, 'assertive');
    await expect(specBox(form)).toHaveTextContent(shown);
    for (const name of Object.keys(labels) as (keyof Message)[]) await expect(field(form, name)).toHaveValue(message[name]);
    await expect(lastSent('/api/contact')?.body).toEqual(message);
  };

export const ServerErrorWithMessage: Story = {
  parameters: { msw: [api.contact.failure(500, { message: 'Mailbox full', error: 'Internal Server Error' })] },
  play: failureStory('Failed to send message. Try again.'),
};

export const ServerErrorWithoutMessage: Story = {
  parameters: { msw: [api.contact.failure(503)] },
  play: failureStory('Failed to send message. Try again.'),
};

const hindiLabels: Record<keyof Message, string> = {
  name: 'नाम',
  email: 'E-mail',
  phone: 'मोबाइल नंबर',
  address: 'पता (ज़रूरी नहीं)',
  message: 'संदेश (ज़रूरी नहीं)',
};

/** A Hindi page: the form in Hindi, a Hindi error, then the message sent and the toast announced in Hindi. */
export const InHindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement, step }) => {
    const form = within(canvasElement).getByRole('form', { name: 'हमें संदेश भेजें' });
    const hindiField = (name: keyof Message) => within(form).getByLabelText(hindiLabels[name]);
    const sendButton = within(form).getByRole('button', { name: 'संदेश भेजें' });
    const hindiMessage = { ...message, name: 'रवि कुमार', message: 'क्या आप व्हाइटफ़ील्ड में घर से सैंपल लेते हैं?' };

    await step('the e-mail without its domain ending is refused in Hindi; nothing is sent', async () => {
      for (const name of Object.keys(hindiLabels) as (keyof Message)[]) await typeInto(hindiField(name), hindiMessage[name]);
      await typeInto(hindiField('email'), 'ravi.kumar@example');
      await userEvent.click(sendButton);
      await waitFor(() => expect(specBox(form)).toHaveTextContent('e-mail सही फ़ॉर्मैट में नहीं है।'));
      await expect(hindiField('email')).toHaveAccessibleDescription(expect.stringContaining('e-mail सही फ़ॉर्मैट में नहीं है।'));
      await expect(sentRequests).toHaveLength(0);
    });

    await step('fixed and sent: the toast and its announcement in Hindi, the form cleared', async () => {
      await typeInto(hindiField('email'), message.email);
      await userEvent.click(sendButton);
      await expectToast(canvasElement, 'संदेश भेज दिया गया!', 'polite');
      await expect(lastSent('/api/contact')?.body).toEqual(hindiMessage);
      await expect(hindiField('name')).toHaveValue('');
    });
  },
};
