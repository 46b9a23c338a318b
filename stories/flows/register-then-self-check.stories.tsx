import type { Meta, StoryObj } from '@storybook/react';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { lastSent, sentRequests } from '@mocks/handlers/api-call';
import { AuthPage } from '@/app/pages/auth/auth-page';
import { SelfCheckPage } from '@/app/pages/self-check/self-check-page';
import { routeManifest } from '@/app/route-manifest';
import { logOut } from '@/lib/log-out';
import { credentials, formOf, submitCredentials, switchTo } from '../features/auth/auth-play';
import { ASSESSMENTS_PATH, answerAllQuestions, expectQuestion, expectedBody, routineAnswers } from '../features/assessment/assessment-play';
import { expectToast } from '../features/leads/lead-play';

/** The two pages of the journey, with the app's own login guard in front of the self-check. */
function LoginAndSelfCheck() {
  return (
    <Routes>
      <Route path={routeManifest.auth.path.slice(1)} element={<AuthPage />} />
      <Route path={routeManifest.selfCheck.path.slice(1)} element={<SelfCheckPage />} />
    </Routes>
  );
}

const meta = {
  title: 'Flows/Register then self-check',
  component: LoginAndSelfCheck,
  parameters: { layout: 'fullscreen', route: { path: '/*', initialEntry: routeManifest.selfCheck.path } },
  beforeEach: () => {
    sentRequests.length = 0;
    logOut();
    return logOut;
  },
} satisfies Meta<typeof LoginAndSelfCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new visitor opens the self-check, is asked to log in, signs up instead and comes straight back to answer. */
export const NewVisitor: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('the guard sends a visitor without a session to log in', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    });

    await step('they switch to sign up and create an account', async () => {
      await switchTo(canvasElement, 'Sign Up');
      await submitCredentials(formOf(canvasElement, 'Create an account'), credentials, 'Create account');
      await expectToast(canvasElement, 'Registered and logged in successfully!', 'polite');
    });

    await step('1.5 s later they are back at the first question', async () => {
      await canvas.findByText('Question 1 of 10');
      await expectQuestion(canvas, 1, { focused: false });
    });

    await step('they answer all ten questions and finish', async () => {
      await answerAllQuestions(canvas, routineAnswers);
      await expect(await canvas.findByRole('heading', { name: 'Health Assessment Complete' })).toBeVisible();
    });

    await step('the answers went to the API with their new token', async () => {
      await waitFor(() => expect(lastSent(ASSESSMENTS_PATH)).toBeDefined());
      await expect(lastSent(ASSESSMENTS_PATH)?.body).toEqual(expectedBody(routineAnswers));
      await expect(lastSent(ASSESSMENTS_PATH)?.headers.get('authorization')).toBe('Bearer mock.jwt.token');
    });
  },
};

/** The same journey on Hindi pages: every step reads in Hindi, and the API still receives the spec's English values. */
export const NewVisitorInHindi: Story = {
  ...NewVisitor,
  globals: { locale: 'hi' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('the guard sends a visitor without a session to log in', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: 'लॉग इन करें' })).toBeVisible();
    });

    await step('they switch to sign up and create an account', async () => {
      await switchTo(canvasElement, 'साइन अप करें');
      await submitCredentials(formOf(canvasElement, 'नया अकाउंट बनाएँ'), credentials, 'अकाउंट बनाएँ');
      await expectToast(canvasElement, 'आपका अकाउंट बन गया और आप लॉग इन हो गए हैं!', 'polite');
    });

    await step('1.5 s later they are back at the first question', async () => {
      await canvas.findByText('सवाल 1 (10 में से)');
      await expect(canvas.getByRole('heading', { name: 'आपकी मुख्य तकलीफ़ क्या है?' })).toBeVisible();
    });

    await step('they answer all ten questions and finish', async () => {
      await answerAllQuestions(canvas, routineAnswers);
      await expect(await canvas.findByRole('heading', { name: 'आपका सेल्फ़-चेक पूरा हुआ' })).toBeVisible();
      await expect(canvas.getByRole('region', { name: 'डॉक्टर से कंसल्टेशन बुक करें' })).toBeVisible();
    });

    await step('the answers went to the API in English, with their new token', async () => {
      await waitFor(() => expect(lastSent(ASSESSMENTS_PATH)).toBeDefined());
      await expect(lastSent(ASSESSMENTS_PATH)?.body).toEqual(expectedBody(routineAnswers));
      await expect(lastSent(ASSESSMENTS_PATH)?.headers.get('authorization')).toBe('Bearer mock.jwt.token');
    });
  },
};
