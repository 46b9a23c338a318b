import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { z } from '@/lib/zod';
import { RadioGroupField } from '@/design-system/form/radio-group-field';
import { formParameters, withForm } from './form-harness';

const slots = ['9:00 AM - 10:00 AM', '10:00 AM - 11:00 AM', '2:00 PM - 3:00 PM', '4:00 PM - 5:00 PM'];
const schema = z.object({ preferredTime: z.string().min(1, 'Please choose a time slot') });

const meta = {
  title: 'Design System/Form/RadioGroupField',
  component: RadioGroupField,
  tags: ['stable'],
  decorators: [withForm],
  parameters: formParameters({ schema, defaultValues: { preferredTime: '' } }),
  args: { name: 'preferredTime', label: 'Preferred time', required: true, options: slots.map((slot) => ({ value: slot, label: slot })) },
} satisfies Meta<typeof RadioGroupField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Preferred time' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(4);
    await expect(radios[0]).toHaveAttribute('id', 'field-preferredTime');
    await expect(radios[1]).toHaveAttribute('id', 'field-preferredTime-2');
  },
};

export const WithHint: Story = {
  args: { hint: 'All times are IST' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Preferred time' })).toHaveAccessibleDescription('All times are IST');
  },
};

export const WithError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const group = canvas.getByRole('group', { name: 'Preferred time' });
    await expect(group).toHaveAccessibleDescription('Error: Please choose a time slot');
    await userEvent.click(canvas.getByRole('link', { name: 'Please choose a time slot' }));
    await expect(canvas.getByRole('radio', { name: slots[0] })).toHaveFocus();
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('[Space]');
    await expect(canvas.getByRole('radio', { name: slots[0] })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: slots[2] }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText(`Submitted: {"preferredTime":"${slots[2]}"}`)).toBeVisible();
  },
};

export const Inline: Story = {
  args: {
    name: 'preferredTime',
    label: 'Gender',
    inline: true,
    options: ['Female', 'Male', 'Other'].map((gender) => ({ value: gender, label: gender })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(3);
  },
};

export const Filled: Story = {
  parameters: { form: { defaultValues: { preferredTime: slots[1] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: slots[1] })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Hindi pages: the error is read as "गलती: …". */
export const WithErrorInHindi: Story = {
  globals: { locale: 'hi' },
  parameters: formParameters({ schema: z.object({ preferredTime: z.string().min(1, 'कृपया समय चुनें।') }), defaultValues: { preferredTime: '' } }),
  args: { label: 'पसंदीदा समय' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('group', { name: 'पसंदीदा समय' })).toHaveAccessibleDescription('गलती: कृपया समय चुनें।');
  },
};
