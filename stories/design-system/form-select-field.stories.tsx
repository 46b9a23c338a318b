import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { z } from '@/lib/zod';
import { SelectField } from '@/design-system/form/select-field';
import { formParameters, withForm } from './form-harness';

const departments = ['General Medicine', 'Cardiology', 'Dermatology', 'Pediatrics', 'Other'];
const schema = z.object({ department: z.string().min(1, 'Please choose a department') });

const meta = {
  title: 'Design System/Form/SelectField',
  component: SelectField,
  tags: ['stable'],
  decorators: [withForm],
  parameters: formParameters({ schema, defaultValues: { department: '' } }),
  args: {
    name: 'department',
    label: 'Department',
    placeholder: 'Select department',
    required: true,
    options: departments.map((department) => ({ value: department, label: department })),
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Department' });
    await expect(select.tagName).toBe('SELECT');
    await expect(select).toHaveAttribute('id', 'field-department');
    await expect(select).toHaveDisplayValue('Select department');
    await expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select department', ...departments]);
  },
};

export const WithHint: Story = {
  args: { hint: 'Choose Other if you are not sure' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Department' })).toHaveAccessibleDescription('Choose Other if you are not sure');
  },
};

export const WithError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const select = canvas.getByRole('combobox', { name: 'Department' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Error: Please choose a department');
    await userEvent.selectOptions(select, 'Cardiology');
    await expect(select).toBeValid();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Submitted: {"department":"Cardiology"}')).toBeVisible();
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: 'Department' });
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Dermatology');
    await expect(select).toHaveDisplayValue('Dermatology');
  },
};

export const Filled: Story = {
  parameters: { form: { defaultValues: { department: 'Pediatrics' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Department' })).toHaveDisplayValue('Pediatrics');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Department' })).toBeDisabled();
  },
};

/** Hindi pages: the default first option and the error prefix in Hindi (label, options and message are the caller's). */
export const WithErrorInHindi: Story = {
  globals: { locale: 'hi' },
  parameters: formParameters({ schema: z.object({ department: z.string().min(1, 'कृपया विभाग चुनें।') }), defaultValues: { department: '' } }),
  args: { label: 'विभाग', placeholder: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'विभाग' });
    await expect(select).toHaveDisplayValue('कोई विकल्प चुनें');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(select).toHaveAccessibleDescription('गलती: कृपया विभाग चुनें।');
  },
};
