import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider } from 'react-hook-form';
import { tokens } from '@theme/tokens';
import { FormAlert } from '@/design-system/form/form-alert';
import { SubmitButton } from '@/design-system/form/submit-button';
import type { CareLevel } from '@/features/assessment/model/triage';
import { AssessmentProgress } from '@/features/assessment/components/assessment-progress';
import { QuestionField } from '@/features/assessment/components/question-field';
import { RedFlagCard } from '@/features/assessment/components/red-flag-card';
import { useAssessmentWizard } from '@/features/assessment/components/use-assessment-wizard';
import { selfCheckMessages } from '@/features/assessment/components/self-check-messages';

type AssessmentWizardProps = {
  /** Called after a successful submission with the care the answers call for. */
  onComplete: (level: CareLevel) => void;
  /** The form's accessible name: the id of the screen's heading. */
  labelledBy: string;
  /** Moves focus to the first question's legend when shown (after Start New Assessment). */
  focusOnMount?: boolean;
};

/** The ten questions, one at a time, with progress, Previous / Next and the red-flag interruption. */
export function AssessmentWizard({ onComplete, labelledBy, focusOnMount = false }: AssessmentWizardProps) {
  const wizard = useAssessmentWizard({ onComplete, focusOnMount });
  const bannerId = useId();

  return (
    <Stack spacing={3}>
      <AssessmentProgress index={wizard.index} total={wizard.total} />
      {wizard.restored && wizard.index > 0 && (
        <Typography sx={{ color: tokens.textMuted }}>{selfCheckMessages.restored}</Typography>
      )}
      {wizard.alertFlags.length > 0 ? (
        <RedFlagCard flags={wizard.alertFlags} onContinue={wizard.continueAfterRedFlag} headingRef={wizard.cardHeadingRef} />
      ) : (
        <FormProvider {...wizard.form}>
          <Stack component="form" noValidate onSubmit={wizard.submit} aria-labelledby={labelledBy} spacing={3}>
            <FormAlert id={bannerId}>{wizard.banner}</FormAlert>
            <QuestionField key={wizard.question.field} question={wizard.question} legendRef={wizard.legendRef} />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
              <Button variant="outlined" onClick={wizard.previous} disabled={wizard.index === 0 || wizard.busy}>
                {selfCheckMessages.previous}
              </Button>
              <SubmitButton busy={wizard.busy} busyLabel={selfCheckMessages.submitting}>
                {wizard.isLast ? selfCheckMessages.finish : selfCheckMessages.next}
              </SubmitButton>
            </Box>
          </Stack>
        </FormProvider>
      )}
    </Stack>
  );
}
