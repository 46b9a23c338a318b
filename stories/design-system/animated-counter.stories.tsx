import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import Typography from '@mui/material/Typography';
import { AnimatedCounter } from '@/design-system/animated-counter/animated-counter';
import { formatLakhs } from '@/lib/format';

const meta = {
  title: 'Design System/AnimatedCounter',
  component: AnimatedCounter,
  tags: ['stable'],
  args: { target: 4000, suffix: '+' },
  decorators: [
    (Story) => (
      <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 800 }}>
        <Story />
      </Typography>
    ),
  ],
} satisfies Meta<typeof AnimatedCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counts up to 4,000+ over 2 s; screen readers only ever get the final value. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [spoken, ...others] = canvas.getAllByText('4,000+');
    await expect(others).toHaveLength(0);
    await expect(spoken?.closest('[aria-hidden="true"]')).toBeNull();
    await waitFor(() => expect(canvas.getAllByText('4,000+')).toHaveLength(2));
    const shown = canvas.getAllByText('4,000+').find((element) => element !== spoken);
    await expect(shown).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Patients: 1,000,000 shown as 10.0L through the format callback. */
export const Lakhs: Story = {
  args: { target: 1_000_000, format: formatLakhs, suffix: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('10.0L')).toHaveLength(2));
  },
};

/** Starts the first time half of it is in view (consultation page); the final value is there for screen readers from the start. */
export const StartsWhenHalfVisible: Story = {
  args: { target: 30, startWhen: 'half-visible' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spoken = canvas.getAllByText('30+').find((element) => element.closest('[aria-hidden="true"]') === null);
    await expect(spoken).toBeInTheDocument();
  },
};

/** Hindi pages: lakhs are written out, "10.0 लाख". */
export const LakhsInHindi: Story = {
  ...Lakhs,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('10.0 लाख')).toHaveLength(2));
  },
};
