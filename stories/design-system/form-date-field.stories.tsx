import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { z } from '@/lib/zod';
import { DateField } from '@/design-system/form/date-field';
import { formParameters, withForm } from './form-harness';
import { pickDate } from '../support/pick-date';

const min = '2030-01-01';
const schema = z.object({
  preferredDate: z
    .string()
    .min(1, 'Please fill in all required fields')
    .refine((value) => value >= min, 'Preferred date cannot be earlier than today'),
});

const meta = {
  title: 'Design System/Form/DateField',
  component: DateField,
  tags: ['stable'],
  decorators: [withForm],
  parameters: formParameters({ schema, defaultValues: { preferredDate: '' } }),
  args: { name: 'preferredDate', label: 'Preferred date', required: true, min },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Preferred date');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveAttribute('min', min);
    await expect(input).toHaveAttribute('id', 'field-preferredDate');
  },
};

export const WithHint: Story = {
  args: { hint: 'For example, 27 3 2030' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Preferred date')).toHaveAccessibleDescription('For example, 27 3 2030');
  },
};

export const WithError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Preferred date');
    await pickDate(input, '2029-12-31');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Error: Preferred date cannot be earlier than today');
    await expect(input).toHaveValue('2029-12-31');
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickDate(canvas.getByLabelText('Preferred date'), '2030-03-27');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Submitted: {"preferredDate":"2030-03-27"}')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Preferred date')).toBeDisabled();
  },
};

/** Hindi pages: the error is read as "गलती: …". */
export const WithErrorInHindi: Story = {
  globals: { locale: 'hi' },
  parameters: formParameters({ schema: z.object({ preferredDate: z.string().min(1, 'कृपया तारीख चुनें।') }), defaultValues: { preferredDate: '' } }),
  args: { label: 'पसंदीदा तारीख' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByLabelText('पसंदीदा तारीख')).toHaveAccessibleDescription('गलती: कृपया तारीख चुनें।');
  },
};
