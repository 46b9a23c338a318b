import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { api } from '@mocks/handlers/api';
import { ContactForm } from '@/features/leads/components/contact-form';
import { expectToast, specBox, typeInto } from './lead-play';
import { comeBackOnline, expectSavedOffline, keysSentTo, offlineWithNothingSaved, savedRequests, withStorageFull, withWatcher } from './saved-requests';

/** The contact form without network: the message is kept on the device and sent when the connection returns. */
const meta = {
  title: 'Features/Leads/ContactFormOffline',
  component: ContactForm,
  parameters: { msw: [api.contact.networkError()] },
  beforeEach: offlineWithNothingSaved,
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const message = { name: 'Ravi Kumar', email: 'ravi.kumar@example.in', phone: '9123456780', address: '12 MG Road, Bengaluru', message: 'Do you collect samples at home?' };
const labels: Record<keyof typeof message, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone Number',
  address: 'Address (optional)',
  message: 'Message (optional)',
};
const names = Object.keys(labels) as (keyof typeof message)[];

const formOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('form', { name: 'Send us a message' });
const field = (form: HTMLElement, name: keyof typeof message) => within(form).getByLabelText(labels[name]);

async function send(canvasElement: HTMLElement) {
  const form = formOf(canvasElement);
  for (const name of names) await typeInto(field(form, name), message[name]);
  await userEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
  return form;
}

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const form = await send(canvasElement);
    await expectSavedOffline(canvasElement, form, '/api/contact', 'contact');
    for (const name of names) await expect(field(form, name)).toHaveValue(message[name]);
    await expect((await savedRequests())[0]?.body).toEqual(message);
  },
};

export const SentWhenBackOnline: Story = {
  parameters: { msw: [api.contact.networkError({ once: true })] },
  decorators: [withWatcher],
  play: async ({ canvasElement }) => {
    const form = await send(canvasElement);
    await expectSavedOffline(canvasElement, form, '/api/contact', 'contact');
    await comeBackOnline(async () => expect(await savedRequests()).toEqual([]));
    const [offline, online] = keysSentTo('/api/contact');
    await expect(online).toBe(offline);
    await expectToast(canvasElement, 'Your message has been sent.', 'polite');
    await expect(within(form).getByRole('status')).toHaveTextContent('Your message has been sent.');
    for (const name of names) await expect(field(form, name)).toHaveValue('');
  },
};

/** The device cannot keep it either (storage full): the spec's exception message, as before issue 23. */
export const StorageFull: Story = {
  beforeEach: withStorageFull,
  play: async ({ canvasElement }) => {
    const form = await send(canvasElement);
    await expectToast(canvasElement, 'Something went wrong!', 'assertive');
    await expect(specBox(form)).toHaveTextContent('Something went wrong!');
    for (const name of names) await expect(field(form, name)).toHaveValue(message[name]);
    await expect(await savedRequests()).toEqual([]);
  },
};

/** A Hindi page: kept on the device and then sent, both said in Hindi. */
export const InHindiSentWhenBackOnline: Story = {
  globals: { locale: 'hi' },
  parameters: { msw: [api.contact.networkError({ once: true })] },
  decorators: [withWatcher],
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'हमें संदेश भेजें' });
    await typeInto(within(form).getByLabelText('नाम'), message.name);
    await typeInto(within(form).getByLabelText('E-mail'), message.email);
    await typeInto(within(form).getByLabelText('मोबाइल नंबर'), message.phone);
    await userEvent.click(within(form).getByRole('button', { name: 'संदेश भेजें' }));
    const saved = 'इंटरनेट कनेक्शन नहीं है। हमने आपका अनुरोध इस फ़ोन पर सेव कर लिया है और आपके online होते ही इसे भेज देंगे।';
    await expectToast(canvasElement, saved, 'polite');
    await expect(within(form).getByRole('status')).toHaveTextContent(saved);
    await comeBackOnline(async () => expect(await savedRequests()).toEqual([]));
    await expectToast(canvasElement, 'आपका संदेश भेज दिया गया है।', 'polite');
    await expect(within(form).getByRole('status')).toHaveTextContent('आपका संदेश भेज दिया गया है।');
  },
};
