import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';

type NewTabLinkProps = { href: string; children: ReactNode };

/** A link from inside a form that opens in a new tab, so reading it never loses what was typed. */
export function NewTabLink({ href, children }: NewTabLinkProps) {
  return (
    <Link href={href} target="_blank" rel="noopener" sx={{ fontWeight: 600 }}>
      {children}
      <Box component="span" sx={visuallyHidden}>
        {' (opens in a new tab)'}
      </Box>
    </Link>
  );
}
