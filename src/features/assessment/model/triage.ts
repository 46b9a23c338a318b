import type { AssessmentAnswers } from '@/features/assessment/api/assessment-schema';

/** The answers triage looks at; any may still be missing while the wizard is under way. */
export type TriageAnswers = Partial<Pick<AssessmentAnswers, 'primaryConcern' | 'symptomDuration' | 'painLevel' | 'additionalSymptoms'>>;

/** Answers that mean "call an ambulance now" (issue 10, item 5). */
export const RED_FLAGS = ['severe-chest-or-breathing-pain', 'fainting', 'chest-or-breathing-with-fever-and-rapid-heartbeat'] as const;
export type RedFlag = (typeof RED_FLAGS)[number];

/** emergency: call 108 now; urgent: see a doctor today; routine: book a consultation. */
export type CareLevel = 'emergency' | 'urgent' | 'routine';

export const SEVERE_PAIN = 7;

const chestOrBreathing = (answers: TriageAnswers) =>
  answers.primaryConcern === 'Chest pain/discomfort' || answers.primaryConcern === 'Breathing difficulties';
const hasSymptom = (answers: TriageAnswers, symptom: string) => answers.additionalSymptoms?.some((chosen) => chosen === symptom) ?? false;
const severePain = (answers: TriageAnswers) => (answers.painLevel ?? 0) >= SEVERE_PAIN;
const hasFever = (answers: TriageAnswers) => answers.primaryConcern === 'Persistent fever' || hasSymptom(answers, 'Fever above 38°C');

/**
 * The red flags in these answers, in RED_FLAGS order:
 * - chest pain or breathing difficulty with pain 7 or more;
 * - dizziness or fainting, whatever the concern;
 * - chest pain or breathing difficulty with both a fever above 38°C and a rapid heartbeat.
 */
export function redFlags(answers: TriageAnswers): RedFlag[] {
  const found: Record<RedFlag, boolean> = {
    'severe-chest-or-breathing-pain': chestOrBreathing(answers) && severePain(answers),
    fainting: hasSymptom(answers, 'Dizziness/fainting'),
    'chest-or-breathing-with-fever-and-rapid-heartbeat':
      chestOrBreathing(answers) && hasSymptom(answers, 'Fever above 38°C') && hasSymptom(answers, 'Rapid heartbeat'),
  };
  return RED_FLAGS.filter((flag) => found[flag]);
}

/**
 * Which care to seek. Emergency when any red flag is present. Urgent (see a doctor today) when:
 * - pain is 7 or more, whatever the concern;
 * - the concern is chest pain or breathing difficulty, at any pain level;
 * - there is a fever (the concern, or above 38°C as a symptom) that has lasted a day or more.
 * Otherwise routine (book a consultation).
 */
export function careLevel(answers: TriageAnswers): CareLevel {
  if (redFlags(answers).length > 0) return 'emergency';
  const feverForADayOrMore = hasFever(answers) && answers.symptomDuration !== undefined && answers.symptomDuration !== 'Less than 24 hours';
  if (severePain(answers) || chestOrBreathing(answers) || feverForADayOrMore) return 'urgent';
  return 'routine';
}
