import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { api } from '@mocks/handlers/api';
import { sentRequests } from '@mocks/handlers/api-call';
import { CREDENTIALS_MESSAGES } from '@/features/auth/api/credentials-schema';
import { AuthScreen } from '@/features/auth/screens/auth-screen';
import { expectErrorSummary } from '../leads/lead-play';
import { credentials, expectLoggedInThenAt, expectRequestFailure, formOf, screenOf, sentTo, startLoggedOut, submitCredentials, switchTo } from './auth-play';

const meta = {
  title: 'Features/Auth/Auth Screen Answers',
  component: AuthScreen,
  parameters: { layout: 'fullscreen', route: { path: '/auth' } },
  beforeEach: startLoggedOut,
} satisfies Meta<typeof AuthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const failedLogIn = (shown: string): Story['play'] =>
  async function play({ canvasElement }) {
    const form = formOf(canvasElement);
    await submitCredentials(form, credentials);
    await expectRequestFailure(canvasElement, form, shown);
    await expect(await sentTo('/api/login')).toEqual(credentials);
  };

export const ServerMessage: Story = {
  parameters: { msw: [api.login.failure(401, { message: 'Invalid email or password', error: 'Unauthorized' })] },
  play: failedLogIn('Invalid email or password'),
};

export const ServerErrorWithoutMessage: Story = {
  parameters: { msw: [api.login.failure(500)] },
  play: failedLogIn('Server error. Try again!'),
};

export const NetworkError: Story = {
  parameters: { msw: [api.login.networkError()] },
  play: failedLogIn('Server error. Try again!'),
};

/** A 2xx other than 200/201 (here 204, no token): spec §8's generic message. */
export const UnexpectedStatus: Story = {
  parameters: { msw: [api.login.failure(204)] },
  play: failedLogIn('An error occurred. Please try again.'),
};

/** Brute force is refused with 429 and the server says when to come back. */
export const TooManyAttempts: Story = {
  parameters: { msw: [api.login.failure(429, { message: 'Too many login attempts. Please try again in 15 minutes.', error: 'Too Many Requests' })] },
  play: failedLogIn('Too many login attempts. Please try again in 15 minutes.'),
};

const commonPassword = { ...credentials, password: 'password' };

/** The shared schema refuses the most common passwords before anything is sent; the server refuses them too. */
export const CommonPassword: Story = {
  play: async ({ canvasElement }) => {
    await switchTo(canvasElement, 'Sign Up');
    const form = formOf(canvasElement, 'Create an account');
    await submitCredentials(form, commonPassword, 'Create account');
    await expectErrorSummary(form, [CREDENTIALS_MESSAGES.passwordTooCommon]);
    await expect(sentRequests).toHaveLength(0);
  },
};

/** A direct visit: after logging in the cookie is set and, 1.5 s later, the visitor is home. */
export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    await submitCredentials(formOf(canvasElement), { ...credentials, email: ' Ravi.Kumar@Example.in ' });
    await expectLoggedInThenAt(canvasElement, 'Logged in successfully!', '/');
    await expect(await sentTo('/api/login')).toEqual(credentials);
  },
};

export const Registered: Story = {
  play: async ({ canvasElement }) => {
    await switchTo(canvasElement, 'Sign Up');
    await submitCredentials(formOf(canvasElement, 'Create an account'), credentials, 'Create account');
    await expectLoggedInThenAt(canvasElement, 'Registered and logged in successfully!', '/');
    await expect(await sentTo('/api/register')).toEqual(credentials);
  },
};

/** Sent here by the assessment guard: logging in returns to the assessment. */
export const ReturnTarget: Story = {
  parameters: { route: { path: '/auth', initialEntry: '/auth?next=%2Fself-check-scan' } },
  play: async ({ canvasElement }) => {
    await submitCredentials(formOf(canvasElement), credentials);
    await expectLoggedInThenAt(canvasElement, 'Logged in successfully!', '/self-check-scan');
  },
};

/** A `next` pointing off the site is ignored: no open redirect. */
export const ForeignReturnTargetIgnored: Story = {
  parameters: { route: { path: '/auth', initialEntry: '/auth?next=%2F%2Fevil.example%2Fphish' } },
  play: async ({ canvasElement }) => {
    await submitCredentials(formOf(canvasElement), credentials);
    await expectLoggedInThenAt(canvasElement, 'Logged in successfully!', '/');
  },
};

/** The server refused the token mid-assessment: the reason is announced and logging in goes back. */
export const SessionExpired: Story = {
  parameters: { route: { path: '/auth', initialEntry: '/auth?next=%2Fself-check-scan&reason=session-expired' } },
  play: async ({ canvasElement }) => {
    // The page's note, beside the form's own status region (empty).
    const [status, ...others] = screenOf(canvasElement).getAllByRole('status');
    await expect(status).toHaveTextContent('Your session has ended. Please log in again to continue — your answers are saved.');
    await expect(others.map((region) => region.textContent)).toEqual(['']);
    await submitCredentials(formOf(canvasElement), credentials);
    await expectLoggedInThenAt(canvasElement, 'Logged in successfully!', '/self-check-scan');
  },
};

/** On a Hindi page the server's English answer is shown in Hindi, in the red box and the toast. */
const failedLogInInHindi = (shown: string): Story['play'] =>
  async function play({ canvasElement }) {
    const form = formOf(canvasElement, 'लॉग इन करें');
    await submitCredentials(form, credentials, 'लॉग इन करें');
    await expectRequestFailure(canvasElement, form, shown, credentials, 'लॉग इन करें');
    await expect(await sentTo('/api/login')).toEqual(credentials);
  };

export const ServerMessageInHindi: Story = {
  ...ServerMessage,
  globals: { locale: 'hi' },
  play: failedLogInInHindi('ई-मेल या पासवर्ड गलत है।'),
};

export const NetworkErrorInHindi: Story = {
  ...NetworkError,
  globals: { locale: 'hi' },
  play: failedLogInInHindi('सर्वर में गड़बड़ी है। फिर से कोशिश करें!'),
};

export const TooManyAttemptsInHindi: Story = {
  ...TooManyAttempts,
  globals: { locale: 'hi' },
  play: failedLogInInHindi('बहुत ज़्यादा कोशिशें हो गईं। कृपया 15 मिनट बाद फिर कोशिश करें।'),
};

/** An account that exists already: the server's 409 message, in Hindi. */
export const DuplicateAccountInHindi: Story = {
  parameters: { msw: [api.register.failure(409, { message: 'An account with this email already exists. Please log in instead.', error: 'Conflict' })] },
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    await switchTo(canvasElement, 'साइन अप करें');
    const form = formOf(canvasElement, 'नया अकाउंट बनाएँ');
    await submitCredentials(form, credentials, 'अकाउंट बनाएँ');
    await expectRequestFailure(canvasElement, form, 'इस ई-मेल से पहले से एक अकाउंट बना हुआ है। कृपया लॉग इन करें।', credentials, 'अकाउंट बनाएँ');
  },
};

export const CommonPasswordInHindi: Story = {
  ...CommonPassword,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    await switchTo(canvasElement, 'साइन अप करें');
    const form = formOf(canvasElement, 'नया अकाउंट बनाएँ');
    await submitCredentials(form, commonPassword, 'अकाउंट बनाएँ');
    await expect(await within(form).findByRole('link', { name: 'यह पासवर्ड बहुत आम है। ऐसा पासवर्ड चुनें जिसका अंदाज़ा लगाना मुश्किल हो।' })).toBeVisible();
    await expect(sentRequests).toHaveLength(0);
  },
};

export const RegisteredInHindi: Story = {
  ...Registered,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    await switchTo(canvasElement, 'साइन अप करें');
    await submitCredentials(formOf(canvasElement, 'नया अकाउंट बनाएँ'), credentials, 'अकाउंट बनाएँ');
    await expectLoggedInThenAt(canvasElement, 'आपका अकाउंट बन गया और आप लॉग इन हो गए हैं!', '/');
    await expect(await sentTo('/api/register')).toEqual(credentials);
  },
};

/** The session note in Hindi; logging in goes back to the self-check. */
export const SessionExpiredInHindi: Story = {
  ...SessionExpired,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    // The page's note, beside the form's own status region (empty).
    const [status, ...others] = screenOf(canvasElement).getAllByRole('status');
    await expect(status).toHaveTextContent('आपका सेशन खत्म हो गया है। आगे बढ़ने के लिए फिर से लॉग इन करें — आपके जवाब सेव हैं।');
    await expect(others.map((region) => region.textContent)).toEqual(['']);
    await submitCredentials(formOf(canvasElement, 'लॉग इन करें'), credentials, 'लॉग इन करें');
    await expectLoggedInThenAt(canvasElement, 'आप लॉग इन हो गए हैं!', '/self-check-scan');
  },
};
