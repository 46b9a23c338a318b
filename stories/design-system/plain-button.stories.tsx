import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { Icon } from '@/design-system/icon/icon';
import { PlainButton, type PlainButtonProps } from '@/design-system/button/plain-button';

const eventAvailable =
  'M19 3h-1V1h-2v2H8V1H6v2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V9h14zM5 7V5h14v2zm5.56 10.46 5.93-5.93-1.06-1.06-4.87 4.87-2.11-2.11-1.06 1.06z';

/** The button and how often it was pressed, so stories can show whether a click or a key operated it. */
function CountingButton(props: PlainButtonProps) {
  const [presses, setPresses] = useState(0);
  return (
    <>
      <PlainButton {...props} onClick={() => setPresses((count) => count + 1)} />
      <p role="status">Pressed {presses} times</p>
    </>
  );
}

const meta = {
  title: 'Design System/PlainButton',
  component: PlainButton,
  tags: ['stable'],
  args: { children: 'Request Callback' },
  render: (args) => <CountingButton {...args} />,
} satisfies Meta<typeof PlainButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Contained (the default), MUI's contained button without MUI: a real button, not a submit, named by its text, at least 44 px tall. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Request Callback' });
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(canvas.getByRole('status')).toHaveTextContent('Pressed 1 times');
  },
};

/** Outlined, MUI's outlined button: a 2 px brand border on no fill, as tall as contained; operable by keyboard. */
export const Outlined: Story = {
  args: { variant: 'outlined' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Request Callback' });
    await expect(button).toHaveStyle({ borderTopWidth: '2px', backgroundColor: 'rgba(0, 0, 0, 0)' });
    await expect(button.getBoundingClientRect().height).toBe(44);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent('Pressed 1 times');
  },
};

/** Full width, as in a card's actions: the button takes its container's width. */
export const FullWidth: Story = {
  args: { variant: 'outlined', fullWidth: true },
  render: (args) => (
    <div style={{ width: 280 }}>
      <CountingButton {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Request Callback' });
    await expect(button.getBoundingClientRect().width).toBe(280);
  },
};

/** A page's main call to action: the large size with a decorative icon before the text; operable by keyboard. */
export const LargeWithIcon: Story = {
  args: { children: 'Book Appointment', size: 'large', startIcon: <Icon path={eventAvailable} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Book Appointment' });
    await expect(button.querySelector('svg')?.getBoundingClientRect().width).toBe(22);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Pressed 1 times');
  },
};

/** Disabled: greyed out and not operable, in either variant. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Request Callback' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('status')).toHaveTextContent('Pressed 0 times');
  },
};

/** Outlined and disabled: a grey border, not operable. */
export const OutlinedDisabled: Story = {
  args: { variant: 'outlined', disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Request Callback' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveStyle({ borderTopColor: 'rgba(0, 0, 0, 0.12)' });
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('status')).toHaveTextContent('Pressed 0 times');
  },
};
