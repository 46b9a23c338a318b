import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
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
    const status = screenOf(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Your session has ended. Please log in again to continue — your answers are saved.');
    await submitCredentials(formOf(canvasElement), credentials);
    await expectLoggedInThenAt(canvasElement, 'Logged in successfully!', '/self-check-scan');
  },
};
