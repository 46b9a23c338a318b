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

export const ASSESSMENT_REQUIRED_MESSAGE = 'Please answer this required question.';
const required = ASSESSMENT_REQUIRED_MESSAGE;

const singleChoice = <const T extends readonly [string, ...string[]]>(options: T) => z.enum(options, { error: required });

export const NONE_OF_THESE_EXCLUSIVE_MESSAGE = `'${NONE_OF_THESE}' cannot be chosen with other answers`;

/**
 * A multi-select answer: at least one choice, each once; 'None of these' is allowed, but only alone
 * (people with no allergies must be able to answer a required question truthfully).
 */
const multiSelect = <const T extends readonly [string, ...string[]]>(options: T) =>
  z
    .array(z.enum([...options, NONE_OF_THESE], { error: required }), { error: required })
    .min(1, required)
    .max(options.length, required)
    .refine((choices) => new Set(choices).size === choices.length, 'Each answer can be chosen once')
    .refine((choices) => !choices.includes(NONE_OF_THESE) || choices.length === 1, NONE_OF_THESE_EXCLUSIVE_MESSAGE);

/** The wizard's answers; each question's error is the spec's single banner text. */
export const assessmentAnswersSchema = z.object({
  primaryConcern: singleChoice(PRIMARY_CONCERNS),
  symptomDuration: singleChoice(SYMPTOM_DURATIONS),
  painLevel: z.number({ error: required }).int(required).min(PAIN_SCALE.min, required).max(PAIN_SCALE.max, required),
  additionalSymptoms: multiSelect(ADDITIONAL_SYMPTOMS),
  symptomHistory: singleChoice(SYMPTOM_HISTORY),
  currentMedications: multiSelect(MEDICATIONS),
  knownAllergies: multiSelect(ALLERGIES),
  existingConditions: multiSelect(EXISTING_CONDITIONS),
  travelHistory: singleChoice(TRAVEL_HISTORY),
  additionalNotes: z.string().trim().max(2000, 'Must be 2000 characters or fewer').optional(),
});

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
