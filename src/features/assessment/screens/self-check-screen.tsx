import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { tokens } from '@theme/tokens';
import { PageHeading } from '@/design-system/page/page-heading';
import type { CareLevel } from '@/features/assessment/model/triage';
import { clearSavedProgress } from '@/features/assessment/model/saved-answers';
import { AssessmentComplete } from '@/features/assessment/components/assessment-complete';
import { AssessmentWizard } from '@/features/assessment/components/assessment-wizard';
import { SafetyNote } from '@/features/assessment/components/safety-note';
import { selfCheckMessages } from '@/features/assessment/components/self-check-messages';

export type SelfCheckScreenProps = {
  /** The urgent care card's action, e.g. the Book Appointment button; a link to /consultation when absent. */
  appointmentAction?: ReactNode;
  /** The screen's h1. */
  heading?: string;
};

/** The self-check: a safety note, the ten-question wizard, then the completion screen with one care card. */
export function SelfCheckScreen({ appointmentAction, heading = selfCheckMessages.heading }: SelfCheckScreenProps) {
  const headingId = useId();
  const [completed, setCompleted] = useState<CareLevel>();
  // A new round remounts the wizard with no answers, at the first question.
  const [round, setRound] = useState(0);

  const startNew = () => {
    clearSavedProgress();
    setCompleted(undefined);
    setRound((current) => current + 1);
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Box id={headingId}>
        <PageHeading>{heading}</PageHeading>
      </Box>
      <Stack spacing={3} sx={{ mt: 3 }}>
        <SafetyNote />
        <Box sx={{ bgcolor: tokens.surface, border: 1, borderColor: tokens.border, borderRadius: 2, p: { xs: 2.5, md: 4 } }}>
          {completed ? (
            <AssessmentComplete level={completed} appointmentAction={appointmentAction} onStartNew={startNew} />
          ) : (
            <AssessmentWizard key={round} onComplete={setCompleted} labelledBy={headingId} focusOnMount={round > 0} />
          )}
        </Box>
      </Stack>
    </Container>
  );
}
