import Box from '@mui/material/Box';
import { tokens } from '@theme/tokens';

/** A box of one colour, beside the text that names it (never under it): decoration, so hidden from assistive technology. */
export function ColourSwatch({ colour, size = 40 }: { colour: string; size?: number }) {
  return (
    <Box
      aria-hidden
      sx={{ width: size, height: size, flexShrink: 0, borderRadius: 1, backgroundColor: colour, border: `1px solid ${tokens.border}` }}
    />
  );
}
