import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { z } from '@/lib/zod';
import { CheckboxGroupField } from '@/design-system/form/checkbox-group-field';
import { formParameters, withForm } from './form-harness';

const symptoms = ['Fever above 38°C', 'Dizziness/fainting', 'Nausea/vomiting', 'Rapid heartbeat'];
const schema = z.object({ additionalSymptoms: z.array(z.string()).min(1, 'Please answer this required question.') });
const legend = 'Do you have any of these symptoms?';

const meta = {
  title: 'Design System/Form/CheckboxGroupField',
  component: CheckboxGroupField,
  tags: ['stable'],
  decorators: [withForm],
  parameters: formParameters({ schema, defaultValues: { additionalSymptoms: [] } }),
  args: { name: 'additionalSymptoms', label: legend, required: true, options: symptoms.map((symptom) => ({ value: symptom, label: symptom })) },
} satisfies Meta<typeof CheckboxGroupField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: legend });
    const boxes = within(group).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(4);
    await expect(boxes[0]).toHaveAttribute('id', 'field-additionalSymptoms');
  },
};

export const WithHint: Story = {
  args: { hint: 'Select all that apply.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: legend })).toHaveAccessibleDescription('Select all that apply.');
  },
};

export const WithError: Story = {
  args: { hint: 'Select all that apply.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const group = canvas.getByRole('group', { name: legend });
    await expect(group).toHaveAccessibleDescription('Select all that apply. Error: Please answer this required question.');
    await userEvent.click(canvas.getByRole('link', { name: 'Please answer this required question.' }));
    await expect(canvas.getByRole('checkbox', { name: symptoms[0] })).toHaveFocus();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: symptoms[3] }));
    await userEvent.click(canvas.getByRole('checkbox', { name: symptoms[0] }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText(`Submitted: {"additionalSymptoms":["${symptoms[0]}","${symptoms[3]}"]}`)).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { form: { defaultValues: { additionalSymptoms: [symptoms[1]] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: symptoms[1] })).toBeChecked();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

/** 'None of these' after an "or": ticking it clears the others, and ticking another clears it. */
export const WithExclusiveOption: Story = {
  args: { exclusiveOption: { value: 'None of these', label: 'None of these' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const none = canvas.getByRole('checkbox', { name: 'None of these' });
    const fever = canvas.getByRole('checkbox', { name: symptoms[0] });
    const dizziness = canvas.getByRole('checkbox', { name: symptoms[1] });
    await userEvent.click(fever);
    await userEvent.click(dizziness);
    await userEvent.click(none);
    await expect(none).toBeChecked();
    await expect(fever).not.toBeChecked();
    await expect(dizziness).not.toBeChecked();
    await userEvent.click(fever);
    await expect(fever).toBeChecked();
    await expect(none).not.toBeChecked();
  },
};

/** Hindi pages: the "or" before the stand-alone choice and the error prefix in Hindi. */
export const WithErrorInHindi: Story = {
  globals: { locale: 'hi' },
  parameters: formParameters({ schema: z.object({ additionalSymptoms: z.array(z.string()).min(1, 'कृपया इस ज़रूरी सवाल का जवाब दें।') }), defaultValues: { additionalSymptoms: [] } }),
  args: { label: 'क्या आपको इनमें से कोई लक्षण है?', exclusiveOption: { value: 'None of these', label: 'इनमें से कोई नहीं' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('या')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const group = canvas.getByRole('group', { name: 'क्या आपको इनमें से कोई लक्षण है?' });
    await expect(group).toHaveAccessibleDescription('गलती: कृपया इस ज़रूरी सवाल का जवाब दें।');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'इनमें से कोई नहीं' }));
    await expect(group).not.toHaveAccessibleDescription(/गलती/);
  },
};
