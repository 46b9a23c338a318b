import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { StatusTag, type StatusTone } from '@/design-system/status-tag/status-tag';

const meta = {
  title: 'Design System/StatusTag',
  component: StatusTag,
  tags: ['experimental'],
  args: { label: 'New', tone: 'brand' },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New')).toBeVisible();
  },
};

/** An outcome under its status, in words. */
export const WithDetail: Story = {
  args: { label: 'Attempted', detail: 'No answer', tone: 'warning' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Attempted')).toBeVisible();
    await expect(canvas.getByText('No answer')).toBeVisible();
  },
};

const tones: StatusTone[] = ['neutral', 'brand', 'info', 'warning', 'success', 'error'];

/** Every tone: each says its meaning in words; the colour only repeats it (axe checks each one's contrast). */
export const EveryTone: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--hv-spacing)', flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <StatusTag key={tone} label={`Tone ${tone}`} tone={tone} detail="Detail line" />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const tone of tones) await expect(within(canvasElement).getByText(`Tone ${tone}`)).toBeVisible();
  },
};
