import type { Messages } from '@/lib/i18n/messages';
import { z } from '@/lib/zod';
import {
  ADDITIONAL_SYMPTOMS,
  ALLERGIES,
  EXISTING_CONDITIONS,
  MEDICATIONS,
  NONE_OF_THESE,
  OPERATING_SYSTEMS,
  PAIN_SCALE,
  PRIMARY_CONCERNS,
  SYMPTOM_DURATIONS,
  SYMPTOM_HISTORY,
  TRAVEL_HISTORY,
} from '@/features/assessment/api/assessment-options';

/** The spec's texts of the wizard's checks: what the server answers, and what English pages show. */
export const ASSESSMENT_MESSAGES = {
  required: 'Please answer this required question.',
  eachOnce: 'Each answer can be chosen once',
  noneOfTheseAlone: `'${NONE_OF_THESE}' cannot be chosen with other answers`,
  tooLong: (max: number) => `Must be ${max} characters or fewer`,
};
export type AssessmentMessages = Messages<typeof ASSESSMENT_MESSAGES>;

export const ASSESSMENT_REQUIRED_MESSAGE = ASSESSMENT_MESSAGES.required;
export const NONE_OF_THESE_EXCLUSIVE_MESSAGE = ASSESSMENT_MESSAGES.noneOfTheseAlone;
export const NOTES_MAX_LENGTH = 2000;

/** The wizard's answers, with the messages of a language; each question's error is the spec's single banner text. */
export function assessmentAnswersSchemaWith(m: AssessmentMessages) {
  const singleChoice = <const T extends readonly [string, ...string[]]>(options: T) => z.enum(options, { error: m.required });

  /**
   * A multi-select answer: at least one choice, each once; 'None of these' is allowed, but only alone
   * (people with no allergies must be able to answer a required question truthfully).
   */
  const multiSelect = <const T extends readonly [string, ...string[]]>(options: T) =>
    z
      .array(z.enum([...options, NONE_OF_THESE], { error: m.required }), { error: m.required })
      .min(1, m.required)
      .max(options.length, m.required)
      .refine((choices) => new Set(choices).size === choices.length, m.eachOnce)
      .refine((choices) => !choices.includes(NONE_OF_THESE) || choices.length === 1, m.noneOfTheseAlone);

  return z.object({
    primaryConcern: singleChoice(PRIMARY_CONCERNS),
    symptomDuration: singleChoice(SYMPTOM_DURATIONS),
    painLevel: z.number({ error: m.required }).int(m.required).min(PAIN_SCALE.min, m.required).max(PAIN_SCALE.max, m.required),
    additionalSymptoms: multiSelect(ADDITIONAL_SYMPTOMS),
    symptomHistory: singleChoice(SYMPTOM_HISTORY),
    currentMedications: multiSelect(MEDICATIONS),
    knownAllergies: multiSelect(ALLERGIES),
    existingConditions: multiSelect(EXISTING_CONDITIONS),
    travelHistory: singleChoice(TRAVEL_HISTORY),
    additionalNotes: z.string().trim().max(NOTES_MAX_LENGTH, m.tooLong(NOTES_MAX_LENGTH)).optional(),
  });
}

/** The server's (and English pages') schema of the answers. */
export const assessmentAnswersSchema = assessmentAnswersSchemaWith(ASSESSMENT_MESSAGES);

export const assessmentMetadataSchema = z.strictObject({
  browser: z.string().trim().min(1).max(200),
  os: z.enum(OPERATING_SYSTEMS),
  screenResolution: z.string().trim().regex(/^\d{1,5} ?x ?\d{1,5}$/, 'Expected width x height'),
  submissionTime: z.iso.datetime({ offset: true }),
});

/** What POST /api/assessments accepts: the answers plus metadata about the browser. */
export const assessmentRequestSchema = z.strictObject({
  ...assessmentAnswersSchema.shape,
  metadata: assessmentMetadataSchema,
});

export type AssessmentAnswers = z.infer<typeof assessmentAnswersSchema>;
export type AssessmentMetadata = z.infer<typeof assessmentMetadataSchema>;
export type AssessmentRequest = z.infer<typeof assessmentRequestSchema>;
export type AssessmentResponse = { success: boolean; message: string };

export function toAssessmentRequest(answers: AssessmentAnswers, metadata: AssessmentMetadata): AssessmentRequest {
  const { additionalNotes, ...rest } = answers;
  const notes = additionalNotes?.trim();
  return notes ? { ...rest, additionalNotes: notes, metadata } : { ...rest, metadata };
}
