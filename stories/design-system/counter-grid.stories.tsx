import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { CounterGrid } from '@/design-system/counter-grid/counter-grid';

const meta = {
  title: 'Design System/CounterGrid',
  component: CounterGrid,
  tags: ['stable'],
  args: {
    items: [
      { label: 'Specialities', target: 30, suffix: '+' },
      { label: 'Doctors', target: 4000, suffix: '+' },
      { label: 'Hospitals', target: 600, suffix: '+' },
    ],
  },
} satisfies Meta<typeof CounterGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each figure is a term and its value; screen readers get the final value from the start. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Specialities', 'Doctors', 'Hospitals']);
    for (const value of ['30+', '4,000+', '600+']) await expect(canvas.getAllByText(value).length).toBeGreaterThan(0);
  },
};
