import type { Meta, StoryObj } from '@storybook/react';
import Button from '@mui/material/Button';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AssessmentAnswers } from '@/features/assessment/api/assessment-schema';
import { SAVED_ANSWERS_KEY } from '@/features/assessment/model/saved-answers';
import { SelfCheckScreen } from '@/features/assessment/screens/self-check-screen';
import { lastSent } from '@mocks/handlers/api-call';
import {
  ASSESSMENTS_PATH,
  STORY_TOKEN,
  answerAllQuestions,
  emergencyAnswers,
  expectQuestion,
  expectedBody,
  next,
  routineAnswers,
  savedAnswers,
  seedSavedAnswers,
  signedIn,
  urgentAnswers,
  type Canvas,
} from './assessment-play';

const meta = {
  title: 'Features/Assessment/Completion',
  component: SelfCheckScreen,
  beforeEach: signedIn,
} satisfies Meta<typeof SelfCheckScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The completion screen has focus, the body sent was exactly these answers, and this tab forgot them. */
async function expectComplete(canvas: Canvas, answers: AssessmentAnswers) {
  const heading = await canvas.findByRole('heading', { name: 'Health Assessment Complete' });
  await waitFor(() => expect(heading).toHaveFocus());
  const sent = lastSent(ASSESSMENTS_PATH);
  await expect(sent?.body).toEqual(expectedBody(answers));
  await expect(sent?.headers.get('authorization')).toBe(`Bearer ${STORY_TOKEN}`);
  await expect(savedAnswers()).toBeNull();
  await expect(canvas.getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/');
  await expect(canvas.getByRole('button', { name: 'Start New Assessment' })).toBeVisible();
}

const careCard = (canvas: Canvas, title: string) => within(canvas.getByRole('region', { name: title }));

/** All ten answered by clicks, notes included: the routine card links to a consultation. */
export const RoutineCare: Story = {
  play: async ({ canvas }) => {
    await answerAllQuestions(canvas, routineAnswers);
    await expectComplete(canvas, routineAnswers);
    await expect(careCard(canvas, 'Book a consultation').getByRole('link', { name: 'Book a consultation' })).toHaveAttribute('href', '/consultation');
    await expect(canvas.queryByRole('region', { name: 'See a doctor today' })).toBeNull();
  },
};

/** A fever for 1-3 days: see a doctor today, with the action the page passes in; no note, so none is sent. */
export const UrgentCare: Story = {
  args: { appointmentAction: <Button variant="contained">Book Appointment</Button> },
  beforeEach: () => seedSavedAnswers(urgentAnswers, 9),
  play: async ({ canvas }) => {
    await expectQuestion(canvas, 10, { focused: false });
    await next(canvas);
    await expectComplete(canvas, urgentAnswers);
    await expect(lastSent(ASSESSMENTS_PATH)?.body).not.toHaveProperty('additionalNotes');
    await expect(careCard(canvas, 'See a doctor today').getByRole('button', { name: 'Book Appointment' })).toBeVisible();
  },
};

/** Without an action from the page, the urgent card links to an online consultation. */
export const UrgentCareWithoutAppointmentAction: Story = {
  beforeEach: () => seedSavedAnswers(urgentAnswers, 9),
  play: async ({ canvas }) => {
    await next(canvas);
    await expectComplete(canvas, urgentAnswers);
    await expect(careCard(canvas, 'See a doctor today').getByRole('link', { name: 'Consult a doctor today' })).toHaveAttribute('href', '/consultation');
  },
};

export const EmergencyCare: Story = {
  beforeEach: () => seedSavedAnswers(emergencyAnswers, 9, ['severe-chest-or-breathing-pain']),
  play: async ({ canvas }) => {
    await next(canvas);
    await expectComplete(canvas, emergencyAnswers);
    await expect(careCard(canvas, 'Get emergency care now').getByRole('link', { name: 'Call 108 now' })).toHaveAttribute('href', 'tel:108');
  },
};

/** Start New Assessment: no answers, question 1, focus on its legend, nothing kept in this tab. */
export const StartNewAssessment: Story = {
  beforeEach: () => seedSavedAnswers(routineAnswers, 9),
  play: async ({ canvas }) => {
    await next(canvas);
    await canvas.findByRole('heading', { name: 'Health Assessment Complete' });
    await userEvent.click(canvas.getByRole('button', { name: 'Start New Assessment' }));
    await expectQuestion(canvas, 1);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(savedAnswers()).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Other' }));
    await expect(savedAnswers()).toMatchObject({ answers: { primaryConcern: 'Other' }, index: 0 });
  },
};

/** Back after logging in again: the answers saved in this tab are filled in and the wizard resumes where it was. */
export const RestoredAnswers: Story = {
  beforeEach: () => seedSavedAnswers({ ...routineAnswers, symptomHistory: undefined, additionalNotes: undefined }, 4),
  play: async ({ canvas }) => {
    await expectQuestion(canvas, 5, { focused: false });
    await expect(canvas.getByText('Welcome back. The answers you gave earlier in this tab are filled in.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expectQuestion(canvas, 4);
    await expect(canvas.getByRole('checkbox', { name: 'Persistent fatigue' })).toBeChecked();
    await next(canvas);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Once in the past' }));
    await next(canvas);
    for (const number of [6, 7, 8, 9]) {
      await expectQuestion(canvas, number);
      await next(canvas);
    }
    await expectQuestion(canvas, 10);
    await next(canvas);
    await expectComplete(canvas, { ...routineAnswers, additionalNotes: undefined });
  },
};

/** Whatever else is stored under the key is ignored: a fresh start. */
export const GarbledSavedAnswersIgnored: Story = {
  beforeEach: () => sessionStorage.setItem(SAVED_ANSWERS_KEY, '{"answers":{"painLevel":"severe"},"index":7'),
  play: async ({ canvas }) => {
    await expectQuestion(canvas, 1, { focused: false });
    await expect(canvas.queryByText(/Welcome back/)).toBeNull();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

/** All ten answered on Hindi labels: the API still receives the spec's English values; the routine card in Hindi. */
export const RoutineCareInHindi: Story = {
  ...RoutineCare,
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await answerAllQuestions(canvas, routineAnswers);
    const heading = await canvas.findByRole('heading', { name: 'आपका सेल्फ़-चेक पूरा हुआ' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(lastSent(ASSESSMENTS_PATH)?.body).toEqual(expectedBody(routineAnswers));
    await expect(canvas.getByText('धन्यवाद। आपके जवाब हमारी केयर टीम को भेज दिए गए हैं।')).toBeVisible();
    const card = careCard(canvas, 'डॉक्टर से कंसल्टेशन बुक करें');
    await expect(card.getByRole('link', { name: 'कंसल्टेशन बुक करें' })).toHaveAttribute('href', '/consultation');
    await expect(canvas.getByRole('link', { name: 'होम पर जाएँ' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: 'नया सेल्फ़-चेक शुरू करें' }));
    await expect(await canvas.findByRole('heading', { name: 'आपकी मुख्य तकलीफ़ क्या है?' })).toBeVisible();
  },
};

export const UrgentCareWithoutAppointmentActionInHindi: Story = {
  ...UrgentCareWithoutAppointmentAction,
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'सेल्फ़-चेक पूरा करें' }));
    await canvas.findByRole('heading', { name: 'आपका सेल्फ़-चेक पूरा हुआ' });
    await expect(lastSent(ASSESSMENTS_PATH)?.body).toEqual(expectedBody(urgentAnswers));
    const card = careCard(canvas, 'आज ही डॉक्टर को दिखाएँ');
    await expect(card.getByText('आपके जवाबों से लगता है कि आपको आज ही डॉक्टर को दिखाना चाहिए। अगर लक्षण बढ़ें, तो 108 पर कॉल करें।')).toBeVisible();
    await expect(card.getByRole('link', { name: 'आज ही डॉक्टर से सलाह लें' })).toHaveAttribute('href', '/consultation');
  },
};

export const EmergencyCareInHindi: Story = {
  ...EmergencyCare,
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'सेल्फ़-चेक पूरा करें' }));
    await canvas.findByRole('heading', { name: 'आपका सेल्फ़-चेक पूरा हुआ' });
    const card = careCard(canvas, 'अभी इमरजेंसी इलाज लें');
    await expect(card.getByText(/अभी एम्बुलेंस बुलाएँ; अपॉइंटमेंट का इंतज़ार न करें।/)).toBeVisible();
    await expect(card.getByRole('link', { name: 'अभी 108 पर कॉल करें' })).toHaveAttribute('href', 'tel:108');
  },
};

/** Back after logging in again, in Hindi: the note, and the saved answers under their Hindi labels. */
export const RestoredAnswersInHindi: Story = {
  ...RestoredAnswers,
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('फिर से स्वागत है। इस टैब में आपने पहले जो जवाब दिए थे, वे भर दिए गए हैं।')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'पिछला' }));
    await expect(await canvas.findByRole('checkbox', { name: 'लगातार थकान' })).toBeChecked();
  },
};
