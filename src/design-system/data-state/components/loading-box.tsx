import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';

type LoadingBoxProps = {
  /** Placeholder sized like the content; null shows a visible label with a spinner. */
  skeleton: ReactNode;
  /** What screen readers (and, without a skeleton, everyone) are told. */
  label: string;
};

/** aria-busy wrapper: the skeleton is decoration, the label is what assistive tech reads. */
export function LoadingBox({ skeleton, label }: LoadingBoxProps) {
  if (skeleton === null || skeleton === undefined) {
    return (
      <Stack aria-busy="true" direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 3 }}>
        <CircularProgress size="1.5rem" aria-hidden />
        <Typography>{label}</Typography>
      </Stack>
    );
  }
  return (
    <Box aria-busy="true">
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      <Box aria-hidden>{skeleton}</Box>
    </Box>
  );
}
