import { loginRequestSchema, MIN_PASSWORD_LENGTH, registerRequestSchema } from '@/features/auth/api/credentials-schema';
import { LOGGED_IN } from '@/features/auth/api/log-in';
import { REGISTERED } from '@/features/auth/api/register';

export type AuthMode = 'login' | 'register';

/** What the /auth screen says and checks in each mode. */
export const authModes = {
  login: {
    heading: 'Log in',
    submitLabel: 'Log in',
    schema: loginRequestSchema,
    passwordAutoComplete: 'current-password',
    passwordHint: undefined,
    succeeded: LOGGED_IN,
    greeting: 'Welcome Back!',
    invitation: 'New here? Create an account to take the symptom self-check.',
    switchLabel: 'Sign Up',
  },
  register: {
    heading: 'Create an account',
    submitLabel: 'Create account',
    schema: registerRequestSchema,
    passwordAutoComplete: 'new-password',
    passwordHint: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
    succeeded: REGISTERED,
    greeting: 'Hello, Friend!',
    invitation: 'Already have an account? Log in to pick up where you left off.',
    switchLabel: 'Sign In',
  },
} as const;

export const otherMode = (mode: AuthMode): AuthMode => (mode === 'login' ? 'register' : 'login');

export const SESSION_EXPIRED_MESSAGE = 'Your session has ended. Please log in again to continue — your answers are saved.';
