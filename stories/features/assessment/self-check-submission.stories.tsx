import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SelfCheckScreen } from '@/features/assessment/screens/self-check-screen';
import { api } from '@mocks/handlers/api';
import { lastSent } from '@mocks/handlers/api-call';
import {
  ASSESSMENTS_PATH,
  STORY_TOKEN,
  expectQuestion,
  expectedBody,
  group,
  next,
  routineAnswers,
  savedAnswers,
  seedSavedAnswers,
  signedIn,
  type Canvas,
  questionAt,
} from './assessment-play';

/** Each story resumes on question 10 with every answer saved in this tab, then presses Finish Assessment. */
const meta = {
  title: 'Features/Assessment/Submission',
  component: SelfCheckScreen,
  beforeEach: () => {
    const cleanUp = signedIn();
    seedSavedAnswers(routineAnswers, 9);
    return cleanUp;
  },
} satisfies Meta<typeof SelfCheckScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function finish(canvas: Canvas) {
  await expectQuestion(canvas, 10, { focused: false });
  await next(canvas);
}

async function expectSent() {
  await waitFor(() => expect(lastSent(ASSESSMENTS_PATH)).toBeDefined());
  const sent = lastSent(ASSESSMENTS_PATH);
  await expect(sent?.body).toEqual(expectedBody(routineAnswers));
  await expect(sent?.headers.get('authorization')).toBe(`Bearer ${STORY_TOKEN}`);
}

export const Submitting: Story = {
  parameters: { msw: [api.assessments.pending()] },
  play: async ({ canvas }) => {
    await finish(canvas);
    const busy = await canvas.findByRole('button', { name: 'Submitting...' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expectSent();
  },
};

/** The failure keeps the person on question 10 with every answer, and says why in the red banner. */
const failure = (shown: string): Story['play'] =>
  async function play({ canvas }) {
    await finish(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(shown);
    await expectSent();
    await expect(canvas.getByText('Question 10 of 10')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your notes (optional)' })).toHaveValue(routineAnswers.additionalNotes);
    await expect(savedAnswers()).toMatchObject({ answers: routineAnswers, index: 9 });
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expectQuestion(canvas, 9);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(within(group(canvas, questionAt(9).title)).getByRole('radio', { name: 'No travel' })).toBeChecked();
  };

export const FailureWithServerMessage: Story = {
  parameters: { msw: [api.assessments.failure(500, { message: 'Assessments are paused for maintenance', error: 'Internal Server Error' })] },
  play: failure('Assessments are paused for maintenance'),
};

export const FailureWithoutMessage: Story = {
  parameters: { msw: [api.assessments.failure(503)] },
  play: failure('Submission failed'),
};

export const NetworkError: Story = {
  parameters: { msw: [api.assessments.networkError()] },
  play: failure('An error occurred while submitting. Please try again.'),
};

/** The server rejects the token: the cookie is cleared, the person is sent to log in, the answers stay in this tab. */
export const SessionExpired: Story = {
  parameters: {
    msw: [api.assessments.failure(401, { message: 'Token expired', error: 'Unauthorized' })],
    route: { path: '/self-check-scan' },
  },
  play: async ({ canvas }) => {
    await finish(canvas);
    await expect(await canvas.findByText('Navigated to /auth?next=%2Fself-check-scan&reason=session-expired')).toBeVisible();
    await expectSent();
    await expect(document.cookie).not.toContain('access_token=');
    await expect(savedAnswers()).toMatchObject({ answers: routineAnswers, index: 9 });
  },
};

export const SubmittingInHindi: Story = {
  ...Submitting,
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'सेल्फ़-चेक पूरा करें' }));
    await expect(await canvas.findByRole('button', { name: 'भेजा जा रहा है...' })).toHaveAttribute('aria-disabled', 'true');
    await expectSent();
  },
};

/** A failure in Hindi: the client's own message translated, and an English server message replaced by a Hindi one. */
const failureInHindi = (shown: string): Story['play'] =>
  async function play({ canvas }) {
    await userEvent.click(await canvas.findByRole('button', { name: 'सेल्फ़-चेक पूरा करें' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(shown);
    await expectSent();
    await expect(canvas.getByText('सवाल 10 (10 में से)')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'आपकी बात (ज़रूरी नहीं)' })).toHaveValue(routineAnswers.additionalNotes);
  };

export const NetworkErrorInHindi: Story = {
  ...NetworkError,
  globals: { locale: 'hi' },
  play: failureInHindi('जवाब भेजते समय कोई गड़बड़ी हुई। कृपया फिर से कोशिश करें।'),
};

export const FailureWithServerMessageInHindi: Story = {
  ...FailureWithServerMessage,
  globals: { locale: 'hi' },
  play: failureInHindi('जवाब भेजे नहीं जा सके। कृपया फिर से कोशिश करें।'),
};

export const TooManyRequestsInHindi: Story = {
  parameters: { msw: [api.assessments.failure(429, { message: 'Too many requests. Please try again in 2 minutes.', error: 'Too Many Requests' })] },
  globals: { locale: 'hi' },
  play: failureInHindi('बहुत ज़्यादा कोशिशें हो गईं। कृपया 2 मिनट बाद फिर कोशिश करें।'),
};
