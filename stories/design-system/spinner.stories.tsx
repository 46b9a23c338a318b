import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { Spinner } from '@/design-system/spinner/spinner';

const meta = {
  title: 'Design System/Spinner',
  component: Spinner,
  tags: ['stable'],
  args: { size: 24 },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside a visible label (a list loading without a skeleton): decoration only, the label speaks. */
export const BesideALabel: Story = {
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 12, color: 'var(--hv-token-brand)' }}>
      <Spinner {...args} />
      <span style={{ color: 'var(--hv-token-text)' }}>Loading centres</span>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const spinner = canvasElement.querySelector('svg[role="progressbar"]');
    await expect(spinner).toHaveAttribute('aria-hidden', 'true');
    await expect(spinner?.getBoundingClientRect().width).toBe(24);
  },
};
