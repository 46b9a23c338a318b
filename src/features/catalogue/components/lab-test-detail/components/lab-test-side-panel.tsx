import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ScheduleIcon from '@mui/icons-material/Schedule';
import BloodtypeIcon from '@mui/icons-material/Bloodtype';
import { tokens } from '@theme/tokens';

/** The spec's fixed text for every lab test, beside the call to action. */
export function LabTestSidePanel({ action }: { action?: ReactNode }) {
  return (
    <Stack spacing={2} sx={{ p: 3, borderRadius: 2, border: 1, borderColor: tokens.border, bgcolor: tokens.surfaceMuted }}>
      <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}>
        <ScheduleIcon aria-hidden sx={{ color: tokens.brand }} />
        Reports in 24-48 Hours
      </Typography>
      <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}>
        <BloodtypeIcon aria-hidden sx={{ color: tokens.brand }} />
        Sample: Blood
      </Typography>
      {action}
    </Stack>
  );
}
