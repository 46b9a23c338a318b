import { SELF_CHECK_PROGRESS_KEY } from '@/lib/constants';
import { ASSESSMENT_QUESTIONS } from '@/features/assessment/api/assessment-options';
import { assessmentAnswersSchema, type AssessmentAnswers } from '@/features/assessment/api/assessment-schema';
import { RED_FLAGS, type RedFlag } from '@/features/assessment/model/triage';

/** The sessionStorage key: this tab only, gone when the tab closes (and cleared on logout). */
export const SAVED_ANSWERS_KEY = SELF_CHECK_PROGRESS_KEY;

/** Where the person is in the wizard: the answers so far, the question shown and the red flags already seen. */
export type SavedProgress = {
  answers: Partial<AssessmentAnswers>;
  index: number;
  acknowledgedFlags: RedFlag[];
};

function sessionStore(): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); the wizard then simply forgets.
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keeps each answer that the schema accepts and drops the rest. */
function validAnswers(value: unknown): Partial<AssessmentAnswers> {
  if (!isRecord(value)) return {};
  const answers: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(assessmentAnswersSchema.shape)) {
    const parsed = schema.safeParse(value[field]);
    if (parsed.success && parsed.data !== undefined && parsed.data !== '') answers[field] = parsed.data;
  }
  return answers as Partial<AssessmentAnswers>;
}

/** The first required question without an answer: the wizard never resumes past it. */
function firstUnanswered(answers: Partial<AssessmentAnswers>): number {
  const index = ASSESSMENT_QUESTIONS.findIndex((question) => question.required && answers[question.field] === undefined);
  return index === -1 ? ASSESSMENT_QUESTIONS.length - 1 : index;
}

/** Parses what was stored; anything malformed is ignored rather than trusted. */
export function parseSavedProgress(text: string | null): SavedProgress | undefined {
  if (!text) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(raw)) return undefined;
  const answers = validAnswers(raw.answers);
  if (Object.keys(answers).length === 0) return undefined;
  const index = Number.isInteger(raw.index) ? Math.max(0, raw.index as number) : 0;
  const flags = Array.isArray(raw.acknowledgedFlags) ? raw.acknowledgedFlags : [];
  return {
    answers,
    index: Math.min(index, firstUnanswered(answers)),
    acknowledgedFlags: RED_FLAGS.filter((flag) => flags.includes(flag)),
  };
}

/** The progress saved in this tab, if any and if valid. */
export function readSavedProgress(storage: Storage | undefined = sessionStore()): SavedProgress | undefined {
  try {
    return parseSavedProgress(storage?.getItem(SAVED_ANSWERS_KEY) ?? null);
  } catch {
    return undefined;
  }
}

export function clearSavedProgress(storage: Storage | undefined = sessionStore()): void {
  try {
    storage?.removeItem(SAVED_ANSWERS_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}

/** Saves the progress; with no answer given yet there is nothing to keep, so the entry is removed. */
export function saveProgress(progress: Omit<SavedProgress, 'answers'> & { answers: unknown }, storage: Storage | undefined = sessionStore()): void {
  const answers = validAnswers(progress.answers);
  if (Object.keys(answers).length === 0) {
    clearSavedProgress(storage);
    return;
  }
  try {
    storage?.setItem(SAVED_ANSWERS_KEY, JSON.stringify({ ...progress, answers }));
  } catch {
    // A full or blocked storage only costs the restore after a session ends.
  }
}
