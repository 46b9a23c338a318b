import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import type { CareLevel } from '@/features/assessment/model/triage';
import { EmergencyActions } from '@/features/assessment/components/emergency-actions';
import { AMBULANCE } from '@/features/assessment/components/emergency-numbers';
import { urgentCardSx } from '@/features/assessment/components/red-flag-card';

export const CONSULTATION_PATH = '/consultation';

const cards: Record<CareLevel, { title: string; text: string; sx: object }> = {
  emergency: {
    title: 'Get emergency care now',
    text: 'Your answers include signs that can mean a medical emergency. Call an ambulance now; do not wait for an appointment.',
    sx: urgentCardSx,
  },
  urgent: {
    title: 'See a doctor today',
    text: `Your answers suggest a doctor should see you today. If your symptoms get worse, call ${AMBULANCE.number}.`,
    sx: { ...urgentCardSx, borderColor: tokens.accent, bgcolor: tokens.accentSoft },
  },
  routine: {
    title: 'Book a consultation',
    text: 'Your answers do not suggest you need urgent care. A doctor can still look into your symptoms at a time that suits you.',
    sx: { ...urgentCardSx, borderColor: tokens.brand, bgcolor: tokens.brandSoft },
  },
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
  const card = cards[level];
  return (
    <Box component="section" aria-labelledby={headingId} sx={card.sx}>
      <Typography id={headingId} variant="h3" sx={{ mb: 1 }}>
        {card.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{card.text}</Typography>
      {level === 'emergency' && <EmergencyActions />}
      {level === 'urgent' &&
        (appointmentAction ?? (
          <Button component={RouterLink} to={CONSULTATION_PATH} variant="contained">
            Consult a doctor today
          </Button>
        ))}
      {level === 'routine' && (
        <Button component={RouterLink} to={CONSULTATION_PATH} variant="contained">
          Book a consultation
        </Button>
      )}
    </Box>
  );
}
