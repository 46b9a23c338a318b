import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageLocale } from '@/lib/i18n/page-locale';
import { ASSESSMENT_QUESTIONS, type AssessmentOption, type AssessmentQuestion } from '@/features/assessment/api/assessment-options';
import type { AssessmentAnswers } from '@/features/assessment/api/assessment-schema';
import { SAVED_ANSWERS_KEY } from '@/features/assessment/model/saved-answers';
import { redFlags } from '@/features/assessment/model/triage';
import { hi } from '@/features/assessment/components/self-check-messages.hi';
import { sentRequests } from '@mocks/handlers/api-call';

export type Canvas = ReturnType<typeof within>;

export const STORY_TOKEN = 'story-token';
export { ASSESSMENTS_PATH } from '@/features/assessment/api/submit-assessment';
export const REQUIRED_BANNER = 'Please answer this required question.';
export const RED_FLAG_HEADING = 'You may need emergency care now';

/** What the wizard's controls say in the story's language (the preview's: Hindi for stories with `globals.locale` hi). */
export const wizardWords =
  pageLocale === 'hi'
    ? {
        position: (number: number) => `सवाल ${number} (10 में से)`,
        next: /^(अगला|सेल्फ़-चेक पूरा करें)$/,
        notes: 'आपकी बात (ज़रूरी नहीं)',
        redFlagHeading: 'आपको अभी इमरजेंसी इलाज की ज़रूरत हो सकती है',
        continueAssessment: 'सेल्फ़-चेक जारी रखें',
      }
    : {
        position: (number: number) => `Question ${number} of 10`,
        next: /^(Next|Finish Assessment)$/,
        notes: 'Your notes (optional)',
        redFlagHeading: RED_FLAG_HEADING,
        continueAssessment: 'Continue the assessment',
      };

/** A question's legend as shown: the spec's English title, or its Hindi one on a Hindi page. */
export const titleOf = (item: AssessmentQuestion): string => (pageLocale === 'hi' ? hi.titles[item.field] : item.title);

/** A choice's label as shown: the value sent to the API in English, its Hindi label on a Hindi page. */
export const labelOf = (value: string): string => (pageLocale === 'hi' ? hi.options[value as AssessmentOption] : value);

/** Leads to the routine care card: nothing severe, no fever. */
export const routineAnswers: AssessmentAnswers = {
  primaryConcern: 'Skin problems',
  symptomDuration: '1-2 weeks',
  painLevel: 3,
  additionalSymptoms: ['Persistent fatigue'],
  symptomHistory: 'Once in the past',
  currentMedications: ['None of these'],
  knownAllergies: ['Penicillin', 'Seasonal allergies'],
  existingConditions: ['None of these'],
  travelHistory: 'No travel',
  additionalNotes: 'Itchy rash on both forearms since the monsoon started.',
};

/** Leads to the urgent care card: a fever for 1-3 days. No note, so additionalNotes is left out of the body. */
export const urgentAnswers: AssessmentAnswers = {
  ...routineAnswers,
  primaryConcern: 'Persistent fever',
  symptomDuration: '1-3 days',
  additionalSymptoms: ['Fever above 38°C', 'Night sweats'],
  additionalNotes: undefined,
};

/** Leads to the emergency care card: chest pain at 8 (the red-flag card interrupts after question 3). */
export const emergencyAnswers: AssessmentAnswers = {
  ...routineAnswers,
  primaryConcern: 'Chest pain/discomfort',
  symptomDuration: 'Less than 24 hours',
  painLevel: 8,
  additionalSymptoms: ['Rapid heartbeat'],
};

/** A signed-in visitor (the cookie the guard and the bearer header read), no saved answers and no requests yet. */
export function signedIn() {
  sentRequests.length = 0;
  sessionStorage.removeItem(SAVED_ANSWERS_KEY);
  document.cookie = `access_token=${STORY_TOKEN}; path=/`;
  return () => {
    document.cookie = 'access_token=; max-age=0; path=/';
    sessionStorage.removeItem(SAVED_ANSWERS_KEY);
  };
}

/** Puts answers in this tab's storage as the wizard saves them, to resume at question `index + 1`. */
export function seedSavedAnswers(answers: Partial<AssessmentAnswers>, index: number, acknowledgedFlags: string[] = []) {
  sessionStorage.setItem(SAVED_ANSWERS_KEY, JSON.stringify({ answers, index, acknowledgedFlags }));
}

export const savedAnswers = (): unknown => JSON.parse(sessionStorage.getItem(SAVED_ANSWERS_KEY) ?? 'null');

/** The body the wizard must send for these answers (spec §3): notes only when given, then the metadata. */
export function expectedBody(answers: AssessmentAnswers) {
  const { additionalNotes, ...rest } = answers;
  return {
    ...rest,
    ...(additionalNotes ? { additionalNotes } : {}),
    metadata: {
      browser: expect.any(String),
      os: expect.stringMatching(/^(Windows|MacOS|Linux|Android|iOS|Unknown OS)$/),
      screenResolution: `${window.screen.width}x${window.screen.height}`,
      submissionTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/),
    },
  };
}

export const questionAt = (number: number) => ASSESSMENT_QUESTIONS[number - 1] as AssessmentQuestion;
export const group = (canvas: Canvas, title: string) => canvas.getByRole('group', { name: title });

/** 'Question N of 10' is showing and focus is on that question's legend. */
export async function expectQuestion(canvas: Canvas, number: number, { focused = true } = {}) {
  await canvas.findByText(wizardWords.position(number));
  const legend = await canvas.findByRole('heading', { name: titleOf(questionAt(number)) });
  if (focused) await waitFor(() => expect(legend).toHaveFocus());
  return legend;
}

/** Gives the answer to one question, as a person would: a click per choice, or the text pasted. */
export async function answerQuestion(canvas: Canvas, item: AssessmentQuestion, answers: Partial<AssessmentAnswers>) {
  const value = answers[item.field];
  if (value === undefined) return;
  const scope = within(group(canvas, titleOf(item)));
  if (item.type === 'text') {
    await userEvent.click(scope.getByRole('textbox', { name: wizardWords.notes }));
    if (value) await userEvent.paste(String(value));
    return;
  }
  if (item.type === 'multi-select') {
    for (const choice of value as string[]) await userEvent.click(scope.getByRole('checkbox', { name: labelOf(choice) }));
    return;
  }
  await userEvent.click(scope.getByRole('radio', { name: item.type === 'scale' ? String(value) : labelOf(String(value)) }));
}

export const next = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: wizardWords.next }));

/**
 * Answers questions `from` to `to` (1-based) and presses Next after each, dismissing the red-flag card
 * where the answers so far raise a flag not seen before. Stops on question `to + 1`.
 */
export async function answerQuestions(canvas: Canvas, answers: Partial<AssessmentAnswers>, to: number, from = 1) {
  const seen = new Set(redFlags(pick(answers, from - 1)));
  for (let number = from; number <= to; number += 1) {
    await expectQuestion(canvas, number, { focused: number > 1 });
    await answerQuestion(canvas, questionAt(number), answers);
    await next(canvas);
    if (number === 10) return;
    const fresh = redFlags(pick(answers, number)).filter((flag) => !seen.has(flag));
    if (fresh.length > 0) {
      fresh.forEach((flag) => seen.add(flag));
      await canvas.findByRole('heading', { name: wizardWords.redFlagHeading });
      await userEvent.click(canvas.getByRole('button', { name: wizardWords.continueAssessment }));
    }
  }
}

/** Answers all ten questions; with `finish` false it stops on the last one without pressing Finish Assessment. */
export async function answerAllQuestions(canvas: Canvas, answers: AssessmentAnswers = routineAnswers, { finish = true } = {}) {
  await answerQuestions(canvas, answers, 9);
  await expectQuestion(canvas, 10);
  await answerQuestion(canvas, questionAt(10), answers);
  if (finish) await next(canvas);
}

/** The answers to the first `count` questions only. */
function pick(answers: Partial<AssessmentAnswers>, count: number): Partial<AssessmentAnswers> {
  return Object.fromEntries(ASSESSMENT_QUESTIONS.slice(0, count).map(({ field }) => [field, answers[field]]));
}
