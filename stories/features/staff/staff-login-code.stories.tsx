import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { adminSession, STORY_CHALLENGE, staffRefusals, staffSessionApi as api } from '@mocks/staff/staff-session';
import { StaffLoginScreen } from '@/features/staff/screens/staff-login-screen';
import { expectErrorSummary } from '../leads/lead-play';
import { canvasOf, enterCode, expectNavigatedTo, formNamed, forgetSentRequests, passwordForm, reachCodeStep, sentTo, staffCredentials } from './staff-play';

const CODE_PATH = '/api/staff/sign-in/code';

const meta = {
  title: 'Features/Staff/StaffLoginScreen/Code',
  component: StaffLoginScreen,
  parameters: { layout: 'fullscreen', route: { path: '/staff/login' }, msw: { handlers: { signIn: api.signIn.success(), code: api.signInCode.success(), session: api.session(adminSession) } } },
  beforeEach: forgetSentRequests,
} satisfies Meta<typeof StaffLoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const codeField = (canvasElement: HTMLElement) => canvasOf(canvasElement).getByLabelText('Code from your authenticator app');
const codeForm = (canvasElement: HTMLElement, name = 'Enter your code') => formNamed(canvasElement, name);

/** The second step: the app's code, with the one-time-code autofill and a numeric keyboard. */
export const CodeStep: Story = {
  play: async ({ canvasElement }) => {
    await reachCodeStep(canvasElement);
    await expect(codeField(canvasElement)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeField(canvasElement)).toHaveAttribute('inputmode', 'numeric');
    await expect(canvasOf(canvasElement).getByRole('button', { name: 'Use a recovery code instead' })).toBeVisible();
  },
};

/** Signed in: the session is read, then the console's home (no `next`). */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    await reachCodeStep(canvasElement);
    await enterCode(canvasElement, '123 456');
    await expectNavigatedTo(canvasElement, '/staff');
    await expect(sentTo(CODE_PATH)[0]?.body).toEqual({ challenge: STORY_CHALLENGE, code: '123456' });
  },
};

/** Sent here from a page behind sign-in: back to it afterwards. */
export const BackToWhereTheyWere: Story = {
  parameters: { route: { path: '/staff/login', initialEntry: '/staff/login?next=%2Fstaff%2Fleads%2F42%3Ftab%3Dnotes' } },
  play: async ({ canvasElement }) => {
    await reachCodeStep(canvasElement);
    await enterCode(canvasElement, '123456');
    await expectNavigatedTo(canvasElement, '/staff/leads/42?tab=notes');
  },
};

/** A `next` off the console (another site, the public site) is ignored: no open redirect. */
export const ForeignNextIgnored: Story = {
  parameters: { route: { path: '/staff/login', initialEntry: '/staff/login?next=%2F%2Fevil.example%2Fstaff' } },
  play: async ({ canvasElement }) => {
    await reachCodeStep(canvasElement);
    await enterCode(canvasElement, '123456');
    await expectNavigatedTo(canvasElement, '/staff');
  },
};

export const InvalidCode: Story = {
  play: async ({ canvasElement }) => {
    await reachCodeStep(canvasElement);
    await enterCode(canvasElement, '12ab');
    await expectErrorSummary(codeForm(canvasElement), ['Enter the 6-digit code from your authenticator app, or a recovery code']);
    await expect(sentTo(CODE_PATH)).toHaveLength(0);
  },
};

/** A wrong code, or one already used (a replay): the server's words on the field; the code typed stays. */
export const WrongOrUsedCode: Story = {
  parameters: { msw: { handlers: { code: api.signInCode.answer(401, staffRefusals.wrongCode) } } },
  play: async ({ canvasElement }) => {
    await reachCodeStep(canvasElement);
    await enterCode(canvasElement, '123456');
    await expectErrorSummary(codeForm(canvasElement), ['That code is not right, or it has been used already. Wait for the next code and try again.']);
    await expect(codeField(canvasElement)).toHaveValue('123456');
  },
};

export const CodeTooManyAttempts: Story = {
  parameters: { msw: { handlers: { code: api.signInCode.answer(429, staffRefusals.tooManyAttempts) } } },
  play: async ({ canvasElement }) => {
    await reachCodeStep(canvasElement);
    await enterCode(canvasElement, '123456');
    await expect(await within(codeForm(canvasElement)).findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 15 minutes.');
  },
};

/** The first step's challenge expired: back to it, with the reason and what was typed. */
export const TookTooLong: Story = {
  parameters: { msw: { handlers: { code: api.signInCode.answer(401, staffRefusals.challengeExpired) } } },
  play: async ({ canvasElement }) => {
    await reachCodeStep(canvasElement);
    await enterCode(canvasElement, '123456');
    const form = await canvasOf(canvasElement).findByRole('form', { name: 'Sign in to the staff console' });
    await expect(within(form).getByRole('alert')).toHaveTextContent('Your sign-in took too long. Enter your email and password again.');
    await expect(within(form).getByLabelText('Email address')).toHaveValue(staffCredentials.email);
    await expect(within(form).getByLabelText('Password')).toHaveValue(staffCredentials.password);
    await expect(canvasOf(canvasElement).getByRole('heading', { level: 1 })).toHaveFocus();
  },
};

/** No phone at hand: a recovery code instead, sent as the server reads it (lower case, no hyphens). */
export const RecoveryCode: Story = {
  play: async ({ canvasElement }) => {
    await reachCodeStep(canvasElement);
    await userEvent.click(canvasOf(canvasElement).getByRole('button', { name: 'Use a recovery code instead' }));
    await expect(await canvasOf(canvasElement).findByRole('heading', { level: 1, name: 'Enter a recovery code' })).toHaveFocus();
    const field = canvasOf(canvasElement).getByLabelText('Recovery code');
    await expect(field).toHaveAttribute('autocomplete', 'off');
    await enterCode(canvasElement, '7KQ2-9XMD-RA4P-W3ZE', 'Recovery code');
    await expectNavigatedTo(canvasElement, '/staff');
    await expect(sentTo(CODE_PATH)[0]?.body).toEqual({ challenge: STORY_CHALLENGE, code: '7kq29xmdra4pw3ze' });
  },
};

/** Another account: back to the first step, the e-mail kept and the password not. */
export const StartAgain: Story = {
  play: async ({ canvasElement }) => {
    await reachCodeStep(canvasElement);
    await userEvent.click(canvasOf(canvasElement).getByRole('button', { name: 'Sign in with a different email address' }));
    const form = passwordForm(canvasElement);
    await expect(within(form).getByLabelText('Email address')).toHaveValue(staffCredentials.email);
    await expect(within(form).getByLabelText('Password')).toHaveValue('');
  },
};

export const SigningIn: Story = {
  parameters: { msw: { handlers: { code: api.signInCode.pending() } } },
  play: async ({ canvasElement }) => {
    await reachCodeStep(canvasElement);
    await enterCode(canvasElement, '123456');
    await expect(await canvasOf(canvasElement).findByRole('button', { name: 'Signing in…' })).toHaveAttribute('aria-busy', 'true');
  },
};
