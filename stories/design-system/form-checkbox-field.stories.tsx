import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { z } from '@/lib/zod';
import { CheckboxField } from '@/design-system/form/checkbox-field';
import { formParameters, withForm } from './form-harness';

const schema = z.object({ privacyPolicy: z.boolean().refine(Boolean, 'Privacy Policy consent is required') });
const label = 'I agree to the Privacy Policy';

const meta = {
  title: 'Design System/Form/CheckboxField',
  component: CheckboxField,
  tags: ['stable'],
  decorators: [withForm],
  parameters: formParameters({ schema, defaultValues: { privacyPolicy: false } }),
  args: { name: 'privacyPolicy', label, required: true },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: label });
    await expect(checkbox).not.toBeChecked();
    await expect(checkbox).toBeRequired();
    await expect(checkbox).toHaveAttribute('id', 'field-privacyPolicy');
  },
};

export const WithHint: Story = {
  args: { hint: 'We use your details only to arrange your care.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: label })).toHaveAccessibleDescription('We use your details only to arrange your care.');
  },
};

export const WithError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const checkbox = canvas.getByRole('checkbox', { name: label });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription('Error: Privacy Policy consent is required');
    await userEvent.click(canvas.getByRole('link', { name: 'Privacy Policy consent is required' }));
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard('[Space]');
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toBeValid();
  },
};

export const Filled: Story = {
  parameters: { form: { defaultValues: { privacyPolicy: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Submitted: {"privacyPolicy":true}')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: label })).toBeDisabled();
  },
};

/** Hindi pages: the error is read as "गलती: …". */
export const WithErrorInHindi: Story = {
  globals: { locale: 'hi' },
  parameters: formParameters({ schema: z.object({ privacyPolicy: z.boolean().refine(Boolean, 'प्राइवेसी पॉलिसी के लिए सहमति ज़रूरी है।') }), defaultValues: { privacyPolicy: false } }),
  args: { label: 'मैं प्राइवेसी पॉलिसी से सहमत हूँ' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const checkbox = canvas.getByRole('checkbox', { name: 'मैं प्राइवेसी पॉलिसी से सहमत हूँ' });
    await expect(checkbox).toHaveAccessibleDescription('गलती: प्राइवेसी पॉलिसी के लिए सहमति ज़रूरी है।');
  },
};
