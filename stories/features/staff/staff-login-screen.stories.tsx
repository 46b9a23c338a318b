import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { staffRefusals, staffSessionApi as api } from '@mocks/staff/staff-session';
import { StaffLoginScreen } from '@/features/staff/screens/staff-login-screen';
import { expectErrorSummary } from '../leads/lead-play';
import { canvasOf, enterCredentials, forgetSentRequests, passwordForm, sentTo, staffCredentials } from './staff-play';

const meta = {
  title: 'Features/Staff/StaffLoginScreen',
  component: StaffLoginScreen,
  parameters: { layout: 'fullscreen', route: { path: '/staff/login' }, msw: { handlers: { signIn: api.signIn.success() } } },
  beforeEach: forgetSentRequests,
} satisfies Meta<typeof StaffLoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** E-mail and password, filled by a password manager as `username` and `current-password`. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = passwordForm(canvasElement);
    await expect(canvasOf(canvasElement).getByRole('heading', { level: 1, name: 'Sign in to the staff console' })).toBeVisible();
    await expect(within(form).getByLabelText('Email address')).toHaveAttribute('autocomplete', 'username');
    await expect(within(form).getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await expect(within(form).getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

const signedOut = (scope: 'here' | 'everywhere'): Story['parameters'] => ({ route: { path: '/staff/login', initialEntry: { pathname: '/staff/login', state: { signedOut: scope } } } });

export const SignedOut: Story = {
  parameters: signedOut('here'),
  play: async ({ canvasElement }) => {
    await expect(canvasOf(canvasElement).getByRole('status')).toHaveTextContent('You have signed out.');
  },
};

export const SignedOutEverywhere: Story = {
  parameters: signedOut('everywhere'),
  play: async ({ canvasElement }) => {
    await expect(canvasOf(canvasElement).getByRole('status')).toHaveTextContent('You have signed out on every device.');
  },
};

/** The session ended while a console page was open (idle for 30 minutes, say): the next step landed here. */
export const SessionEnded: Story = {
  parameters: { route: { path: '/staff/login', initialEntry: { pathname: '/staff/login', search: '?next=%2Fstaff', state: { sessionEnded: true } } } },
  play: async ({ canvasElement }) => {
    await expect(canvasOf(canvasElement).getByRole('status')).toHaveTextContent('Your session has ended, so you have been signed out. Sign in again to go on where you were.');
  },
};

/** Nothing is sent until both fields hold something valid; the summary links to each field. */
export const InvalidEntries: Story = {
  play: async ({ canvasElement }) => {
    await enterCredentials(canvasElement, {});
    await expectErrorSummary(passwordForm(canvasElement), ['Enter your work email address', 'Enter your password']);
    await enterCredentials(canvasElement, { email: 'ravi.agent@healvia' });
    await expectErrorSummary(passwordForm(canvasElement), ['Enter a valid email address, like name@example.com', 'Enter your password']);
    await expect(sentTo('/api/staff/sign-in')).toHaveLength(0);
  },
};

/** The server's refusal is shown on the password, in the summary too; what was typed stays. */
export const WrongCredentials: Story = {
  parameters: { msw: { handlers: { signIn: api.signIn.answer(401, staffRefusals.invalidCredentials) } } },
  play: async ({ canvasElement }) => {
    await enterCredentials(canvasElement);
    const form = passwordForm(canvasElement);
    await expectErrorSummary(form, ['The email or password is not right']);
    await expect(within(form).getByLabelText('Password')).toHaveAccessibleDescription(/The email or password is not right/);
    await expect(within(form).getByLabelText('Email address')).toHaveValue(staffCredentials.email);
    await expect(within(form).getByLabelText('Password')).toHaveValue(staffCredentials.password);
    await expect(sentTo('/api/staff/sign-in')[0]?.body).toEqual(staffCredentials);
    await expect(sentTo('/api/staff/sign-in')[0]?.headers.get('X-CSRF-Token')).toBeNull();
  },
};

/** Repeated failures slow down and then lock: the server says how long to wait. */
export const TooManyAttempts: Story = {
  parameters: { msw: { handlers: { signIn: api.signIn.answer(429, staffRefusals.tooManyAttempts) } } },
  play: async ({ canvasElement }) => {
    await enterCredentials(canvasElement);
    await expect(await within(passwordForm(canvasElement)).findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 15 minutes.');
    await expect(within(passwordForm(canvasElement)).getByLabelText('Password')).toHaveValue(staffCredentials.password);
  },
};

export const ServerProblem: Story = {
  parameters: { msw: { handlers: { signIn: api.signIn.answer(500, staffRefusals.serverProblem) } } },
  play: async ({ canvasElement }) => {
    await enterCredentials(canvasElement);
    await expect(await within(passwordForm(canvasElement)).findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
  },
};

export const NoConnection: Story = {
  parameters: { msw: { handlers: { signIn: api.signIn.networkError() } } },
  play: async ({ canvasElement }) => {
    await enterCredentials(canvasElement);
    await expect(await within(passwordForm(canvasElement)).findByRole('alert')).toHaveTextContent('We could not reach the server. Check your connection and try again.');
  },
};

export const Checking: Story = {
  parameters: { msw: { handlers: { signIn: api.signIn.pending() } } },
  play: async ({ canvasElement }) => {
    await enterCredentials(canvasElement);
    const button = await within(passwordForm(canvasElement)).findByRole('button', { name: 'Checking…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
