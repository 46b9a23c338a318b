export const en = {
  /** What the /auth screen says around the form in each mode. */
  modes: {
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
  },
  benefits: {
    selfCheck: 'Take the free symptom self-check in under 3 minutes.',
    nextStep: 'Learn whether to call for help now, see a doctor today or book a consultation.',
    answersKept: 'If your session ends halfway, your answers wait for you here.',
  },
  sessionExpired: 'Your session has ended. Please log in again to continue — your answers are saved.',
};
