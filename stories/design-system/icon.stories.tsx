import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Icon } from '@/design-system/icon/icon';

const eventAvailable =
  'M19 3h-1V1h-2v2H8V1H6v2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V9h14zM5 7V5h14v2zm5.56 10.46 5.93-5.93-1.06-1.06-4.87 4.87-2.11-2.11-1.06 1.06z';

const meta = {
  title: 'Design System/Icon',
  component: Icon,
  tags: ['stable'],
  args: { path: eventAvailable },
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8, color: 'var(--hv-token-brand)' }}>
      <Icon {...args} />
      <span>Book Appointment</span>
    </p>
  ),
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 24 px in the current text colour, hidden from assistive technology: the text beside it carries the meaning. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon).toHaveAttribute('width', '24');
    await expect(icon).toHaveAttribute('fill', 'currentColor');
    await expect(within(canvasElement).getByText('Book Appointment')).toBeVisible();
  },
};

/** Another size, e.g. 22 px beside a large button's text. */
export const Sized: Story = {
  args: { size: 22 },
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg');
    await expect(icon?.getBoundingClientRect().width).toBe(22);
    await expect(icon?.getBoundingClientRect().height).toBe(22);
  },
};
