import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { z } from '@/lib/zod';
import { TextField } from '@/design-system/form/text-field';
import { formParameters, withForm } from './form-harness';

const schema = z.object({
  phone: z
    .string()
    .trim()
    .min(1, 'Please fill in all required fields')
    .regex(/^\d{10}$/, 'Phone number must be 10 digits'),
});

const meta = {
  title: 'Design System/Form/TextField',
  component: TextField,
  tags: ['stable'],
  decorators: [withForm],
  parameters: formParameters({ schema, defaultValues: { phone: '' } }),
  args: { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric', required: true },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAttribute('id', 'field-phone');
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toBeRequired();
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const WithHint: Story = {
  args: { hint: '10-digit phone number without country code' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAttribute('aria-describedby', 'field-phone-hint');
    await expect(input).toHaveAccessibleDescription('10-digit phone number without country code');
  },
};

export const WithError: Story = {
  args: { hint: '10-digit phone number without country code' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '98765');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute('aria-describedby', 'field-phone-hint field-phone-error');
    await expect(input).toHaveAccessibleDescription('10-digit phone number without country code Error: Phone number must be 10 digits');
    await expect(input).toHaveValue('98765');
    await userEvent.type(input, '43210');
    await expect(canvas.queryByText('Phone number must be 10 digits')).not.toBeInTheDocument();
    await expect(input).toBeValid();
  },
};

/** A box in error that has focus (here reached from the summary's link) draws the focus outline, not the red one. */
export const WithErrorFocused: Story = {
  args: { hint: '10-digit phone number without country code' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '98765');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'Phone number must be 10 digits' }));
    await expect(input).toHaveFocus();
    await expect(input).toBeInvalid();
    // The focus outline is 3 px wide, the error's 2 px (input-frame.module.css).
    await expect(getComputedStyle(input.parentElement!, '::after').borderTopWidth).toBe('3px');
  },
};

export const Filled: Story = {
  parameters: { form: { defaultValues: { phone: '9876543210' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Submitted: {"phone":"9876543210"}')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { form: { defaultValues: { phone: '9876543210' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Phone number' })).toBeDisabled();
  },
};

export const Multiline: Story = {
  args: { name: 'phone', label: 'Message', type: undefined, inputMode: undefined, autoComplete: undefined, required: false, multiline: true, rows: 4 },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(textarea.tagName).toBe('TEXTAREA');
  },
};

const hindiSchema = z.object({ phone: z.string().regex(/^\d{10}$/, 'फ़ोन नंबर 10 अंकों का होना चाहिए।') });

/** Hindi pages: the error is read as "गलती: …" and the summary's heading is Hindi (label and message are the caller's). */
export const WithErrorInHindi: Story = {
  globals: { locale: 'hi' },
  parameters: formParameters({ schema: hindiSchema, defaultValues: { phone: '' } }),
  args: { label: 'फ़ोन नंबर', hint: 'देश के कोड के बिना 10 अंकों का फ़ोन नंबर' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'फ़ोन नंबर' });
    await userEvent.type(input, '98765');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'कुछ जानकारी ठीक करनी है' })).toBeVisible();
    await expect(input).toHaveAccessibleDescription('देश के कोड के बिना 10 अंकों का फ़ोन नंबर गलती: फ़ोन नंबर 10 अंकों का होना चाहिए।');
    await expect(canvas.getByRole('link', { name: 'फ़ोन नंबर 10 अंकों का होना चाहिए।' })).toHaveAttribute('href', '#field-phone');
  },
};
