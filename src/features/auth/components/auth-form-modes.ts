import { credentialsSchemasWith, MIN_PASSWORD_LENGTH } from '@/features/auth/api/credentials-schema';
import { credentialsMessages } from '@/features/auth/api/credentials-messages';
import { authFormMessages } from '@/features/auth/components/auth-form-messages';

// The server's rules, with their messages in the page's language.
const schemas = credentialsSchemasWith(credentialsMessages);

/** What the /auth form says and checks in each mode; it loads with the form, zod and all, not with the screen. */
export const authFormModes = {
  login: {
    submitLabel: authFormMessages.logIn,
    schema: schemas.login,
    passwordAutoComplete: 'current-password',
    passwordHint: undefined,
    succeeded: authFormMessages.loggedIn,
  },
  register: {
    submitLabel: authFormMessages.createAccount,
    schema: schemas.register,
    passwordAutoComplete: 'new-password',
    passwordHint: authFormMessages.passwordHint(MIN_PASSWORD_LENGTH),
    succeeded: authFormMessages.registered,
  },
} as const;
