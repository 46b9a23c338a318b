import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { api } from '@mocks/handlers/api';
import { sentRequests } from '@mocks/handlers/api-call';
import { AuthScreen } from '@/features/auth/screens/auth-screen';
import { expectErrorSummary, specBox } from '../leads/lead-play';
import {
  credentials,
  emailOf,
  formOf,
  passwordOf,
  screenOf,
  sentTo,
  startLoggedOut,
  submitCredentials,
  switchTo,
} from './auth-play';

const meta = {
  title: 'Features/Auth/Auth Screen',
  component: AuthScreen,
  parameters: { layout: 'fullscreen', route: { path: '/auth' } },
  beforeEach: startLoggedOut,
} satisfies Meta<typeof AuthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Log in is the first mode: 'Welcome Back!', fields ready for password managers. */
export const LogIn: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Log in');
    await expect(screen.getByRole('heading', { level: 2, name: 'Welcome Back!' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    const form = formOf(canvasElement);
    await expect(emailOf(form)).toHaveAttribute('type', 'email');
    await expect(emailOf(form)).toHaveAttribute('autocomplete', 'email');
    await expect(emailOf(form)).toBeRequired();
    await expect(passwordOf(form)).toHaveAttribute('type', 'password');
    await expect(passwordOf(form)).toHaveAttribute('autocomplete', 'current-password');
    await expect(passwordOf(form)).toBeRequired();
    await expect(passwordOf(form)).not.toHaveAccessibleDescription();
    // No session note: the one status region is the form's own, empty until a request is being checked.
    await expect(screen.getAllByRole('status')).toEqual([within(form).getByRole('status')]);
    await expect(within(form).getByRole('status')).toBeEmptyDOMElement();
    await expect(specBox(form)).toBeUndefined();
  },
};

/** The eye button shows what was typed and says so through aria-pressed. */
export const ShowPassword: Story = {
  play: async ({ canvasElement }) => {
    const form = formOf(canvasElement);
    await userEvent.type(passwordOf(form), credentials.password);
    const toggle = within(form).getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(passwordOf(form)).toHaveAttribute('type', 'text');
    await expect(passwordOf(form)).toHaveValue(credentials.password);
    await userEvent.click(toggle);
    await expect(passwordOf(form)).toHaveAttribute('type', 'password');
  },
};

/** Sign Up switches to registering: 'Hello, Friend!', the password rule as a hint, the e-mail kept. */
export const Register: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await submitCredentials(formOf(canvasElement), { email: credentials.email });
    await expectErrorSummary(formOf(canvasElement), ['Password is required']);
    await switchTo(canvasElement, 'Sign Up');
    const heading = screen.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('Create an account');
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(screen.getByRole('heading', { level: 2, name: 'Hello, Friend!' })).toBeVisible();
    const form = formOf(canvasElement, 'Create an account');
    await expect(emailOf(form)).toHaveValue(credentials.email);
    await expect(passwordOf(form)).toHaveValue('');
    await expect(passwordOf(form)).toHaveAttribute('autocomplete', 'new-password');
    await expect(passwordOf(form)).toHaveAccessibleDescription('Use at least 8 characters.');
    await expect(screen.queryByRole('heading', { name: 'There is a problem' })).not.toBeInTheDocument();
    await expect(within(form).getByRole('button', { name: 'Create account' })).toBeVisible();
    await switchTo(canvasElement, 'Sign In');
    await expect(screen.getByRole('heading', { level: 2, name: 'Welcome Back!' })).toBeVisible();
    await expect(emailOf(formOf(canvasElement))).toHaveValue(credentials.email);
  },
};

/** While the request is out the button reads 'Submitting...' and refuses clicks; switching waits too. */
export const Busy: Story = {
  parameters: { msw: [api.login.pending()] },
  play: async ({ canvasElement }) => {
    const form = formOf(canvasElement);
    await submitCredentials(form, credentials);
    const busy = await within(form).findByRole('button', { name: 'Submitting...' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(screenOf(canvasElement).getByRole('button', { name: 'Sign Up' })).toBeDisabled();
    await expect(await sentTo('/api/login')).toEqual(credentials);
  },
};

export const EmptySubmit: Story = {
  play: async ({ canvasElement }) => {
    const form = formOf(canvasElement);
    await submitCredentials(form, {});
    await expectErrorSummary(form, ['Email is required', 'Password is required']);
    await expect(emailOf(form)).toHaveAccessibleDescription('Error: Email is required');
    await expect(passwordOf(form)).toHaveAccessibleDescription('Error: Password is required');
    await expect(sentRequests).toHaveLength(0);
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const form = formOf(canvasElement);
    await submitCredentials(form, { ...credentials, email: 'ravi.kumar@example' });
    await expectErrorSummary(form, ['Please enter a valid email address']);
    await expect(emailOf(form)).toBeInvalid();
    await expect(emailOf(form)).toHaveValue('ravi.kumar@example');
    await expect(passwordOf(form)).toHaveValue(credentials.password);
    await expect(sentRequests).toHaveLength(0);
  },
};

/** Registering checks the password rule before sending; logging in never does (older accounts). */
export const ShortPassword: Story = {
  play: async ({ canvasElement }) => {
    await switchTo(canvasElement, 'Sign Up');
    const form = formOf(canvasElement, 'Create an account');
    await submitCredentials(form, { ...credentials, password: 'chai4pm' }, 'Create account');
    await expectErrorSummary(form, ['Password must be at least 8 characters']);
    await expect(passwordOf(form)).toHaveAccessibleDescription('Use at least 8 characters. Error: Password must be at least 8 characters');
    await expect(sentRequests).toHaveLength(0);
  },
};

/** The login screen in Hindi: heading, side panel, labelled fields and buttons. */
export const LogInInHindi: Story = {
  ...LogIn,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('लॉग इन करें');
    await expect(screen.getByRole('heading', { level: 2, name: 'फिर से स्वागत है!' })).toBeVisible();
    await expect(screen.getByText('3 मिनट से कम में मुफ़्त लक्षण सेल्फ़-चेक करें।')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'साइन अप करें' })).toBeEnabled();
    const form = formOf(canvasElement, 'लॉग इन करें');
    await expect(within(form).getByLabelText('ई-मेल')).toHaveAttribute('type', 'email');
    await expect(within(form).getByLabelText('पासवर्ड')).toHaveAttribute('autocomplete', 'current-password');
    await expect(within(form).getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toHaveAttribute('aria-pressed', 'false');
    await expect(within(form).getByRole('button', { name: 'लॉग इन करें' })).toBeVisible();
  },
};

/** Empty fields in Hindi: each error in the summary and under its field; nothing sent. */
export const EmptySubmitInHindi: Story = {
  ...EmptySubmit,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const form = formOf(canvasElement, 'लॉग इन करें');
    await userEvent.click(within(form).getByRole('button', { name: 'लॉग इन करें' }));
    await expect(await within(form).findByRole('link', { name: 'ई-मेल डालना ज़रूरी है।' })).toBeVisible();
    await expect(within(form).getByRole('link', { name: 'पासवर्ड डालना ज़रूरी है।' })).toBeVisible();
    await expect(within(form).getByLabelText('ई-मेल')).toHaveAccessibleDescription(expect.stringContaining('ई-मेल डालना ज़रूरी है।'));
    await expect(sentRequests).toHaveLength(0);
  },
};

export const InvalidEmailInHindi: Story = {
  ...InvalidEmail,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const form = formOf(canvasElement, 'लॉग इन करें');
    await submitCredentials(form, { ...credentials, email: 'ravi.kumar@example' }, 'लॉग इन करें');
    await expect(await within(form).findByRole('link', { name: 'कृपया सही ई-मेल पता डालें।' })).toBeVisible();
    await expect(emailOf(form)).toHaveValue('ravi.kumar@example');
    await expect(sentRequests).toHaveLength(0);
  },
};

/** Sign up in Hindi: the new heading and greeting, the password rule as a hint, and its error. */
export const RegisterInHindi: Story = {
  ...Register,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await switchTo(canvasElement, 'साइन अप करें');
    const heading = screen.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('नया अकाउंट बनाएँ');
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(screen.getByRole('heading', { level: 2, name: 'नमस्ते, दोस्त!' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'साइन इन करें' })).toBeEnabled();
    const form = formOf(canvasElement, 'नया अकाउंट बनाएँ');
    await expect(passwordOf(form)).toHaveAccessibleDescription('कम से कम 8 अक्षर रखें।');
    await submitCredentials(form, { ...credentials, password: 'chai4pm' }, 'अकाउंट बनाएँ');
    await expect(await within(form).findByRole('link', { name: 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।' })).toBeVisible();
    await expect(passwordOf(form)).toHaveAccessibleDescription(expect.stringContaining('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।'));
    await expect(sentRequests).toHaveLength(0);
  },
};

export const BusyInHindi: Story = {
  ...Busy,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const form = formOf(canvasElement, 'लॉग इन करें');
    await submitCredentials(form, credentials, 'लॉग इन करें');
    await expect(await within(form).findByRole('button', { name: 'भेजा जा रहा है...' })).toHaveAttribute('aria-disabled', 'true');
    await expect(await sentTo('/api/login')).toEqual(credentials);
  },
};
