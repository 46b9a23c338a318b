import { useId, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import type { RedFlag } from '@/features/assessment/model/triage';
import { EmergencyActions } from '@/features/assessment/components/emergency-actions';
import { selfCheckMessages } from '@/features/assessment/components/self-check-messages';

export const urgentCardSx = { border: 2, borderColor: tokens.error, bgcolor: tokens.errorSoft, borderRadius: 2, p: { xs: 2, sm: 3 } } as const;

type RedFlagCardProps = {
  /** The red flags just found. */
  flags: readonly RedFlag[];
  /** Dismisses the card and goes on to the next question. */
  onContinue: () => void;
  /** The heading, focused when the card appears. */
  headingRef: Ref<HTMLHeadingElement>;
};

/** Interrupts the wizard when answers suggest an emergency; the person may still carry on. */
export function RedFlagCard({ flags, onContinue, headingRef }: RedFlagCardProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={urgentCardSx}>
      <Typography ref={headingRef} id={headingId} tabIndex={-1} variant="h3" component="h2" sx={{ mb: 1.5, '&:focus': { outline: 'none' } }}>
        {selfCheckMessages.redFlagHeading}
      </Typography>
      <Typography>{selfCheckMessages.redFlagIntro}</Typography>
      <Box component="ul" sx={{ mt: 0.5, mb: 1.5 }}>
        {flags.map((flag) => (
          <li key={flag}>{selfCheckMessages.redFlags[flag]}</li>
        ))}
      </Box>
      <Typography sx={{ mb: 2 }}>{selfCheckMessages.redFlagAdvice}</Typography>
      <EmergencyActions />
      <Button variant="outlined" onClick={onContinue} sx={{ mt: 3 }}>
        {selfCheckMessages.continueAssessment}
      </Button>
    </Box>
  );
}
