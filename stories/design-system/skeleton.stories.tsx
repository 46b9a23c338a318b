import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { Skeleton } from '@/design-system/skeleton/skeleton';

const meta = {
  title: 'Design System/Skeleton',
  component: Skeleton,
  tags: ['stable'],
  args: { variant: 'rounded', width: 240, height: 80 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card's placeholder: a rounded block of the card's size. */
export const Rounded: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('span');
    await expect(block?.getBoundingClientRect().width).toBe(240);
    await expect(block?.getBoundingClientRect().height).toBe(80);
  },
};

/** A line of text, drawn at 60 % of its line's height; its width is the line's. */
export const Text: Story = {
  args: { variant: 'text', width: '60%', height: undefined },
  render: (args) => (
    <p style={{ fontSize: '1.125rem', width: 320 }}>
      <Skeleton {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('p > span');
    await expect(line?.getBoundingClientRect().width).toBe(192);
  },
};

/** An avatar's placeholder: a circle. */
export const Circular: Story = {
  args: { variant: 'circular', width: 40, height: 40 },
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('span');
    await expect(circle && getComputedStyle(circle).borderRadius).toBe('50%');
  },
};
