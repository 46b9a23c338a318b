export const PRIMARY_CONCERNS = [
  'Chest pain/discomfort',
  'Breathing difficulties',
  'Persistent fever',
  'Digestive issues',
  'Neurological symptoms',
  'Skin problems',
  'Musculoskeletal pain',
  'Vision/hearing issues',
  'Other',
] as const;

export const SYMPTOM_DURATIONS = [
  'Less than 24 hours',
  '1-3 days',
  '4-7 days',
  '1-2 weeks',
  'More than 2 weeks',
  'On and off for months',
] as const;

export const ADDITIONAL_SYMPTOMS = [
  'Fever above 38°C',
  'Dizziness/fainting',
  'Nausea/vomiting',
  'Rapid heartbeat',
  'Swelling in extremities',
  'Unexplained weight loss',
  'Night sweats',
  'Persistent fatigue',
] as const;

export const SYMPTOM_HISTORY = ['Never', 'Once in the past', 'Several times', 'Chronic/recurring issue'] as const;

export const MEDICATIONS = [
  'Blood pressure medication',
  'Diabetes medication',
  'Antidepressants',
  'Pain relievers',
  'Other',
] as const;

export const ALLERGIES = ['Penicillin', 'NSAIDs (e.g., ibuprofen)', 'Food allergies', 'Seasonal allergies', 'Other'] as const;

export const EXISTING_CONDITIONS = [
  'Hypertension',
  'Diabetes',
  'Heart disease',
  'Asthma/COPD',
  'Autoimmune disorder',
  'Cancer history',
  'Thyroid issues',
  'Other',
] as const;

export const TRAVEL_HISTORY = ['No travel', 'Domestic travel', 'International travel', 'Medical facility visit'] as const;

export const OPERATING_SYSTEMS = ['Windows', 'MacOS', 'Linux', 'Android', 'iOS', 'Unknown OS'] as const;

export const PAIN_SCALE = { min: 1, max: 10 } as const;

/** The exclusive choice offered by the multi-select questions, so "nothing applies" is a true answer. */
export const NONE_OF_THESE = 'None of these';

/** Every choice a question offers: the values sent to the API, each shown under a label in the page's language. */
export type AssessmentOption =
  | (typeof PRIMARY_CONCERNS)[number]
  | (typeof SYMPTOM_DURATIONS)[number]
  | (typeof ADDITIONAL_SYMPTOMS)[number]
  | (typeof SYMPTOM_HISTORY)[number]
  | (typeof MEDICATIONS)[number]
  | (typeof ALLERGIES)[number]
  | (typeof EXISTING_CONDITIONS)[number]
  | (typeof TRAVEL_HISTORY)[number]
  | typeof NONE_OF_THESE;

type Question<Field extends string> =
  | { field: Field; type: 'options'; title: string; options: readonly string[]; required: true }
  | { field: Field; type: 'multi-select'; title: string; options: readonly string[]; required: true }
  | { field: Field; type: 'scale'; title: string; min: number; max: number; required: true }
  | { field: Field; type: 'text'; title: string; required: false };

/** The ten questions of the self-check, in order (spec §3). */
export const ASSESSMENT_QUESTIONS = [
  { field: 'primaryConcern', type: 'options', title: 'What is your main health concern?', options: PRIMARY_CONCERNS, required: true },
  { field: 'symptomDuration', type: 'options', title: 'How long have you had these symptoms?', options: SYMPTOM_DURATIONS, required: true },
  { field: 'painLevel', type: 'scale', title: 'How bad is the pain or discomfort?', ...PAIN_SCALE, required: true },
  { field: 'additionalSymptoms', type: 'multi-select', title: 'Do you have any of these symptoms as well?', options: ADDITIONAL_SYMPTOMS, required: true },
  { field: 'symptomHistory', type: 'options', title: 'Have you had similar symptoms before?', options: SYMPTOM_HISTORY, required: true },
  { field: 'currentMedications', type: 'multi-select', title: 'Which medicines do you take regularly?', options: MEDICATIONS, required: true },
  { field: 'knownAllergies', type: 'multi-select', title: 'Do you have any of these allergies?', options: ALLERGIES, required: true },
  { field: 'existingConditions', type: 'multi-select', title: 'Has a doctor diagnosed any of these conditions?', options: EXISTING_CONDITIONS, required: true },
  { field: 'travelHistory', type: 'options', title: 'Have you travelled in the last 30 days?', options: TRAVEL_HISTORY, required: true },
  { field: 'additionalNotes', type: 'text', title: 'Anything else we should know?', required: false },
] as const satisfies readonly Question<string>[];

export type AssessmentQuestion = (typeof ASSESSMENT_QUESTIONS)[number];
export type AssessmentField = AssessmentQuestion['field'];
