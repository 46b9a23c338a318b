import type { Ref } from 'react';
import Box from '@mui/material/Box';
import { CheckboxGroupField } from '@/design-system/form/checkbox-group-field';
import { RadioGroupField } from '@/design-system/form/radio-group-field';
import { TextField } from '@/design-system/form/text-field';
import { NONE_OF_THESE, type AssessmentOption, type AssessmentQuestion } from '@/features/assessment/api/assessment-options';
import { NOTES_MAX_LENGTH } from '@/features/assessment/api/assessment-schema';
import type { AssessmentFormValues } from '@/features/assessment/components/use-assessment-wizard';
import { QuestionLegend } from '@/features/assessment/components/question-legend';
import { ScaleField } from '@/features/assessment/components/scale-field';
import { selfCheckMessages } from '@/features/assessment/components/self-check-messages';

const hints: Partial<Record<AssessmentQuestion['field'], string>> = selfCheckMessages.hints;

/** Each choice keeps its English value (what the API receives) under a label in the page's language. */
const toOption = (value: AssessmentOption) => ({ value, label: selfCheckMessages.options[value] });
const toOptions = (values: readonly AssessmentOption[]) => values.map(toOption);

type QuestionFieldProps = {
  question: AssessmentQuestion;
  /** The legend's heading, focused when the question appears. */
  legendRef: Ref<HTMLHeadingElement>;
};

/** One question as a fieldset whose legend is the question, with the control its type calls for. */
export function QuestionField({ question, legendRef }: QuestionFieldProps) {
  const legend = <QuestionLegend ref={legendRef}>{selfCheckMessages.titles[question.field]}</QuestionLegend>;
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
          exclusiveOption={toOption(NONE_OF_THESE)}
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
            label={selfCheckMessages.notesLabel}
            hint={selfCheckMessages.notesHint}
            multiline
            rows={5}
            maxLength={NOTES_MAX_LENGTH}
          />
        </Box>
      );
  }
}
