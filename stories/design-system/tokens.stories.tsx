import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ramps, typeScale } from '@theme/primitives';
import { tokens } from '@theme/tokens';

/** The functional colour tokens and type scale, for designers checking a screen against the system. */
function Tokens() {
  return (
    <Stack spacing={5}>
      <section aria-labelledby="colour-tokens">
        <Typography id="colour-tokens" component="h2" variant="h2" sx={{ mb: 2 }}>
          Colour tokens
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}>
          {Object.entries(tokens).map(([name, value]) => (
            <li key={name}>
              <Box sx={{ height: 56, borderRadius: 2, bgcolor: value, border: 1, borderColor: tokens.border }} />
              <Typography sx={{ fontWeight: 700, mt: 1 }}>{name}</Typography>
              <Typography variant="body2" sx={{ color: tokens.textMuted }}>
                {value}
              </Typography>
            </li>
          ))}
        </Box>
      </section>
      <section aria-labelledby="brand-ramp">
        <Typography id="brand-ramp" component="h2" variant="h2" sx={{ mb: 2 }}>
          Brand teal ramp
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {Object.entries(ramps.teal).map(([step, value]) => (
            <Box key={step} sx={{ width: 88 }}>
              <Box sx={{ height: 48, borderRadius: 1, bgcolor: value }} />
              <Typography variant="body2">
                {step} {value}
              </Typography>
            </Box>
          ))}
        </Stack>
      </section>
      <section aria-labelledby="type-scale">
        <Typography id="type-scale" component="h2" variant="h2" sx={{ mb: 2 }}>
          Type scale
        </Typography>
        <Stack spacing={2}>
          {Object.entries(typeScale).map(([name, style]) => (
            <Typography key={name} component="p" sx={{ ...style }}>
              {name} · {style.fontSize} — Healthcare that comes to you
            </Typography>
          ))}
        </Stack>
      </section>
    </Stack>
  );
}

const meta = {
  title: 'Design System/Tokens',
  component: Tokens,
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('brand')).toBeVisible();
    await expect(canvas.getByText(tokens.focus, { exact: false })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(Object.keys(tokens).length);
    await expect(canvas.getByText(/^body1 · 1rem/)).toBeVisible();
  },
};
