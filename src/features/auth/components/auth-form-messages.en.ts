import { LOGGED_IN } from '@/features/auth/api/log-in';
import { REGISTERED } from '@/features/auth/api/register';

export const en = {
  email: 'Email',
  password: 'Password',
  showPassword: 'Show password',
  submitting: 'Submitting...',
  logIn: 'Log in',
  createAccount: 'Create account',
  passwordHint: (minLength: number) => `Use at least ${minLength} characters.`,
  loggedIn: LOGGED_IN,
  registered: REGISTERED,
  /** A failed login or sign-up, from spec §8's English text (the server's message or the client's own). */
  failure: (message: string) => message,
};
