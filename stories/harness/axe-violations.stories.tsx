import type { Meta, StoryObj } from '@storybook/react';
import Box from '@mui/material/Box';

/**
 * Deliberate accessibility failures that prove the story pass still fails on axe, colour contrast included.
 * Hidden from the sidebar and the docs and left out of the normal run (`!test`); tests/stories/stories.spec.ts
 * runs them on their own and expects each to fail with its rule named.
 */
const meta = {
  title: 'Harness/Axe violations',
  tags: ['!autodocs', '!dev', '!test', 'axe-harness'],
  parameters: { docs: { disable: true } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pale grey text on white (about 1.3:1): only a real browser's axe can judge this (jsdom cannot). */
export const TextWithoutContrast: Story = {
  render: () => (
    <Box component="p" sx={{ color: 'grey.300', bgcolor: 'background.paper' }}>
      This sentence cannot be read.
    </Box>
  ),
};

/** An icon-only button with no accessible name. */
export const ButtonWithoutName: Story = {
  render: () => (
    <button type="button">
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
        <circle cx="8" cy="8" r="6" />
      </svg>
    </button>
  ),
};

/** A link whose name leaves out its visible text (Label in Name, an experimental axe rule turned on by name). */
export const NameWithoutVisibleLabel: Story = {
  render: () => <a href="#details" aria-label="Acne Control Regimen">View package</a>,
};
