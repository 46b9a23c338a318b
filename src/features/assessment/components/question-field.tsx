import type { Ref } from 'react';
import Box from '@mui/material/Box';
import { CheckboxGroupField } from '@/design-system/form/checkbox-group-field';
import { RadioGroupField } from '@/design-system/form/radio-group-field';
import { TextField } from '@/design-system/form/text-field';
import { NONE_OF_THESE, type AssessmentField, type AssessmentQuestion } from '@/features/assessment/api/assessment-options';
import type { AssessmentFormValues } from '@/features/assessment/components/use-assessment-wizard';
import { QuestionLegend } from '@/features/assessment/components/question-legend';
import { ScaleField } from '@/features/assessment/components/scale-field';

export const NOTES_MAX_LENGTH = 2000;

const hints: Partial<Record<AssessmentField, string>> = {
  primaryConcern: 'Choose the one that troubles you most.',
  symptomDuration: 'Since the symptoms started.',
  painLevel: '1 is barely noticeable, 10 is the worst pain you can imagine.',
  additionalSymptoms: 'Select all that apply.',
  currentMedications: 'Select all the medicines you take regularly.',
  knownAllergies: 'Select all that apply.',
  existingConditions: 'Select all that a doctor has diagnosed.',
  travelHistory: 'Choose the one that fits best.',
};

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

type QuestionFieldProps = {
  question: AssessmentQuestion;
  /** The legend's heading, focused when the question appears. */
  legendRef: Ref<HTMLHeadingElement>;
};

/** One question as a fieldset whose legend is the question, with the control its type calls for. */
export function QuestionField({ question, legendRef }: QuestionFieldProps) {
  const legend = <QuestionLegend ref={legendRef}>{question.title}</QuestionLegend>;
  const hint = hints[question.field];
  switch (question.type) {
    case 'options':
      return <RadioGroupField<AssessmentFormValues> name={question.field} label={legend} hint={hint} options={toOptions(question.options)} required />;
    case 'scale':
      return <ScaleField<AssessmentFormValues> name={question.field} label={legend} hint={hint} min={question.min} max={question.max} required />;
    case 'multi-select':
      return (
        <CheckboxGroupField<AssessmentFormValues>
          name={question.field}
          label={legend}
          hint={hint}
          options={toOptions(question.options)}
          exclusiveOption={{ value: NONE_OF_THESE, label: NONE_OF_THESE }}
          required
        />
      );
    case 'text':
      return (
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Box component="legend" sx={{ p: 0, mb: 1.5 }}>
            {legend}
          </Box>
          <TextField<AssessmentFormValues>
            name={question.field}
            label="Your notes (optional)"
            hint="For example when it started, or what makes it better or worse."
            multiline
            rows={5}
            maxLength={NOTES_MAX_LENGTH}
          />
        </Box>
      );
  }
}
