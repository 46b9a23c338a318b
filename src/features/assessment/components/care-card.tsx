import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import type { CareLevel } from '@/features/assessment/model/triage';
import { EmergencyActions } from '@/features/assessment/components/emergency-actions';
import { urgentCardSx } from '@/features/assessment/components/red-flag-card';
import { selfCheckMessages } from '@/features/assessment/components/self-check-messages';

export const CONSULTATION_PATH = '/consultation';

const cardSx: Record<CareLevel, object> = {
  emergency: urgentCardSx,
  urgent: { ...urgentCardSx, borderColor: tokens.accent, bgcolor: tokens.accentSoft },
  routine: { ...urgentCardSx, borderColor: tokens.brand, bgcolor: tokens.brandSoft },
};

type CareCardProps = {
  /** Which care to seek, from the triage rules. */
  level: CareLevel;
  /** The urgent card's action (e.g. the Book Appointment button); a link to /consultation when absent. */
  appointmentAction?: ReactNode;
};

/** The one care recommendation shown when the assessment is complete. */
export function CareCard({ level, appointmentAction }: CareCardProps) {
  const headingId = useId();
  const card = selfCheckMessages.careCards[level];
  return (
    <Box component="section" aria-labelledby={headingId} sx={cardSx[level]}>
      <Typography id={headingId} variant="h3" sx={{ mb: 1 }}>
        {card.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{card.text}</Typography>
      {level === 'emergency' && <EmergencyActions />}
      {level === 'urgent' &&
        (appointmentAction ?? (
          <Button component={RouterLink} to={CONSULTATION_PATH} variant="contained">
            {selfCheckMessages.consultToday}
          </Button>
        ))}
      {level === 'routine' && (
        <Button component={RouterLink} to={CONSULTATION_PATH} variant="contained">
          {selfCheckMessages.bookConsultation}
        </Button>
      )}
    </Box>
  );
}
