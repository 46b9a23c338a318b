import { loginRequestSchema, MIN_PASSWORD_LENGTH, registerRequestSchema } from '@/features/auth/api/credentials-schema';
import { LOGGED_IN } from '@/features/auth/api/log-in';
import { REGISTERED } from '@/features/auth/api/register';

/** What the /auth form says and checks in each mode; it loads with the form, zod and all, not with the screen. */
export const authFormModes = {
  login: {
    submitLabel: 'Log in',
    schema: loginRequestSchema,
    passwordAutoComplete: 'current-password',
    passwordHint: undefined,
    succeeded: LOGGED_IN,
  },
  register: {
    submitLabel: 'Create account',
    schema: registerRequestSchema,
    passwordAutoComplete: 'new-password',
    passwordHint: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
    succeeded: REGISTERED,
  },
} as const;
