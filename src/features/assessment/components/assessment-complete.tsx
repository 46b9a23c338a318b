import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { tokens } from '@theme/tokens';
import type { CareLevel } from '@/features/assessment/model/triage';
import { CareCard } from '@/features/assessment/components/care-card';
import { selfCheckMessages } from '@/features/assessment/components/self-check-messages';

type AssessmentCompleteProps = {
  /** The care the answers call for. */
  level: CareLevel;
  /** Passed to the urgent care card. */
  appointmentAction?: ReactNode;
  /** Starts again with no answers. */
  onStartNew: () => void;
};

/** 'Health Assessment Complete', the care card, Go To Home and Start New Assessment; takes focus when shown. */
export function AssessmentComplete({ level, appointmentAction, onStartNew }: AssessmentCompleteProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <CheckCircleOutlinedIcon aria-hidden fontSize="large" sx={{ color: tokens.success }} />
        <Typography ref={headingRef} tabIndex={-1} variant="h2" sx={{ '&:focus': { outline: 'none' } }}>
          {selfCheckMessages.completeHeading}
        </Typography>
      </Stack>
      <Typography>{selfCheckMessages.completeThanks}</Typography>
      <CareCard level={level} appointmentAction={appointmentAction} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Button component={RouterLink} to="/" variant="outlined">
          {selfCheckMessages.goHome}
        </Button>
        <Button variant="outlined" onClick={onStartNew}>
          {selfCheckMessages.startNew}
        </Button>
      </Stack>
    </Stack>
  );
}
