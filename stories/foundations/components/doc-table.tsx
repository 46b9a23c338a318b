import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { tokens } from '@theme/tokens';

type DocTableProps = {
  /** What the table lists, shown above it and naming it for assistive technology. */
  caption: ReactNode;
  /** The column headings, left to right. */
  headers: readonly string[];
  /** The rows: `<tr>`s whose first cell is a `<th scope="row">`. */
  children: ReactNode;
};

/** A real table for a foundations page: caption, column headings, scrolling sideways on its own when narrow. */
export function DocTable({ caption, headers, children }: DocTableProps) {
  const captionId = useId();
  return (
    <Box role="region" aria-labelledby={captionId} tabIndex={0} sx={scrollerSx}>
      <Box component="table" sx={tableSx}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Box>
    </Box>
  );
}

const scrollerSx = {
  overflowX: 'auto',
  my: 3,
  borderRadius: 1,
  '&:focus-visible': { outlineOffset: 2 },
} as const;

const tableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  typography: 'body2',
  '& caption': { typography: 'h4', textAlign: 'start', pb: 1.5 },
  '& th, & td': {
    textAlign: 'start',
    verticalAlign: 'top',
    px: 1.5,
    py: 1,
    borderBottom: `1px solid ${tokens.border}`,
  },
  '& thead th': { borderBottom: `2px solid ${tokens.borderStrong}`, whiteSpace: 'nowrap' },
  '& tbody th': { fontWeight: 600 },
  '& .nowrap': { whiteSpace: 'nowrap' },
} as const;
