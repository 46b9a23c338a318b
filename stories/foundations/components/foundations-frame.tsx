import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ThemeBaseline } from '@theme/theme-baseline';

/**
 * The site's theme and baseline (tokens as CSS variables, fonts, focus ring) around a foundations block. A docs page
 * renders outside the stories' decorators, so each block brings them; `sb-unstyled` keeps Storybook's docs styles
 * off it, so what shows is the theme's own look.
 */
export function FoundationsFrame({ children }: { children: ReactNode }) {
  return (
    <ThemeBaseline>
      <Box className="sb-unstyled" sx={{ my: 3, color: 'text.primary', typography: 'body2', '& code': codeSx }}>
        {children}
      </Box>
    </ThemeBaseline>
  );
}

const codeSx = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.875em',
} as const;
