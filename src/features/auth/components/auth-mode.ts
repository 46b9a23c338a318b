export type AuthMode = 'login' | 'register';

/** What the /auth screen says around the form in each mode (plain text: the form's own copy and checks are in auth-form-modes). */
export const authModes = {
  login: {
    heading: 'Log in',
    greeting: 'Welcome Back!',
    invitation: 'New here? Create an account to take the symptom self-check.',
    switchLabel: 'Sign Up',
  },
  register: {
    heading: 'Create an account',
    greeting: 'Hello, Friend!',
    invitation: 'Already have an account? Log in to pick up where you left off.',
    switchLabel: 'Sign In',
  },
} as const;

export const otherMode = (mode: AuthMode): AuthMode => (mode === 'login' ? 'register' : 'login');

export const SESSION_EXPIRED_MESSAGE = 'Your session has ended. Please log in again to continue — your answers are saved.';
