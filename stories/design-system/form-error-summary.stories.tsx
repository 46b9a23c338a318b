import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from '@/lib/zod';
import { ErrorSummary } from '@/design-system/form/error-summary';
import { Form } from '@/design-system/form/form';
import { SubmitButton } from '@/design-system/form/submit-button';
import { TextField } from '@/design-system/form/text-field';
import { useZodForm } from '@/design-system/form/use-zod-form';

const schema = z.object({
  contact: z.object({
    email: z.string().regex(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/, 'Please enter a valid email address'),
    phone: z.string().regex(/^\d{10}$/, 'Phone number must be 10 digits'),
  }),
});

/** A form with nested field names; `idPrefix` keeps its ids apart from another form's. */
function ContactForm({ idPrefix, title }: { idPrefix?: string; title: string }) {
  const form = useZodForm(schema, { defaultValues: { contact: { email: '', phone: '' } } });
  return (
    <Form form={form} aria-label={title} idPrefix={idPrefix} onSubmit={() => {}}>
      <TextField control={form.control} name="contact.email" label="Email" type="email" autoComplete="email" />
      <TextField control={form.control} name="contact.phone" label="Phone number" type="tel" autoComplete="tel-national" />
      <SubmitButton>Send</SubmitButton>
    </Form>
  );
}

const meta = {
  title: 'Design System/Form/ErrorSummary',
  component: ErrorSummary,
  tags: ['stable'],
  render: () => <ContactForm title="Contact details" />,
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HiddenUntilSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await expect(canvas.queryByRole('heading', { name: 'There is a problem' })).not.toBeInTheDocument();
  },
};

export const AfterFailedSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toContainElement(alert));
    await expect(within(alert).getByRole('heading', { level: 2, name: 'There is a problem' })).toBeVisible();
    const links = within(alert).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['#field-contact-email', '#field-contact-phone']);
    await userEvent.click(links[1]!);
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveFocus();
  },
};

export const TwoFormsOnOnePage: Story = {
  render: () => (
    <Stack spacing={4}>
      <ContactForm title="Contact details" />
      <ContactForm title="Request a callback" idPrefix="callback" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const callback = within(canvas.getByRole('form', { name: 'Request a callback' }));
    await userEvent.click(callback.getByRole('button', { name: 'Send' }));
    const link = await callback.findByRole('link', { name: 'Phone number must be 10 digits' });
    await expect(link).toHaveAttribute('href', '#callback-contact-phone');
    await userEvent.click(link);
    await expect(callback.getByRole('textbox', { name: 'Phone number' })).toHaveFocus();
    await expect(within(canvas.getByRole('form', { name: 'Contact details' })).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Hindi pages: the summary's heading is Hindi; its links are the fields' own messages. */
export const AfterFailedSubmitInHindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toContainElement(alert));
    await expect(within(alert).getByRole('heading', { level: 2, name: 'कुछ जानकारी ठीक करनी है' })).toBeVisible();
    await expect(within(alert).getAllByRole('link')).toHaveLength(2);
  },
};
