import { useState } from 'react';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { SubmitButton, type SubmitButtonProps } from '@/design-system/form/submit-button';

/** A bare form that counts its submits, so stories can show whether a click submitted. */
function CountingForm(props: SubmitButtonProps) {
  const [submits, setSubmits] = useState(0);
  return (
    <form
      aria-label="Appointment"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmits((count) => count + 1);
      }}
    >
      <SubmitButton {...props} />
      <Typography role="status" sx={{ mt: 2 }}>
        Submitted {submits} times
      </Typography>
    </form>
  );
}

const meta = {
  title: 'Design System/Form/SubmitButton',
  component: SubmitButton,
  tags: ['stable'],
  args: { children: 'Confirm Appointment', busyLabel: 'Booking...' },
  render: (args) => <CountingForm {...args} />,
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Confirm Appointment' });
    await expect(button).toHaveAttribute('type', 'submit');
    await expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    await expect(canvas.getByRole('status')).toHaveTextContent('Submitted 1 times');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Booking...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(button).getByRole('progressbar', { hidden: true })).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Submitted 0 times');
  },
};

export const BusyDefaultLabel: Story = {
  args: { children: 'Submit', busyLabel: undefined, busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Submitting...' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Confirm Appointment' })).toBeDisabled();
  },
};

/** Hindi pages: without a busy text of its own, the busy button reads "भेजा जा रहा है...". */
export const BusyInHindi: Story = {
  globals: { locale: 'hi' },
  args: { children: 'अपॉइंटमेंट पक्का करें', busy: true, busyLabel: undefined },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'भेजा जा रहा है...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
