import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { z } from '@/lib/zod';
import { Honeypot } from '@/design-system/form/honeypot';
import { TextField } from '@/design-system/form/text-field';
import { FormHarness } from './form-harness';

const schema = z.object({ name: z.string().trim().min(1, 'Enter your name') });

/** A form with one field and the honeypot last, as the guarded forms carry it. */
function HoneypotExample() {
  const trapRef = useRef<HTMLInputElement>(null);
  return (
    <FormHarness schema={schema} defaultValues={{ name: '' }}>
      <TextField name="name" label="Your name" autoComplete="name" />
      <Honeypot inputRef={trapRef} />
    </FormHarness>
  );
}

const meta = {
  title: 'Design System/Form/Honeypot',
  component: HoneypotExample,
  tags: ['stable'],
} satisfies Meta<typeof HoneypotExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const trapOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[name="website"]')!;

/** In the HTML for a bot to find, labelled 'Website'; for a person it is not there: not seen, not heard, not reached. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trap = trapOf(canvasElement);
    await expect(trap).toHaveAttribute('id', 'field-website');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(canvasElement.querySelector('label[for="field-website"]')).toHaveTextContent('Website');
    await expect(trap).not.toBeVisible();
    await expect(trap.closest('[hidden]')).not.toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Website' })).toBeNull();
    await expect(canvas.getAllByRole('textbox')).toEqual([canvas.getByRole('textbox', { name: 'Your name' })]);
  },
};

/** The keyboard goes from the last field to the button, past the trap; what the form submits holds no trace of it. */
export const KeyboardPassesItBy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Your name' }));
    await userEvent.paste('Asha');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Submitted: {"name":"Asha"}')).toBeVisible();
    await expect(trapOf(canvasElement)).toHaveValue('');
  },
};
