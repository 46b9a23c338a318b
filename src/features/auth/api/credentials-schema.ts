import { isCommonPassword } from '@/features/auth/api/common-passwords';
import { hasFormatCharacter, looksEmpty } from '@/lib/visible-text';
import type { Messages } from '@/lib/i18n/messages';
import { z } from '@/lib/zod';

/** The spec's texts of the credential checks: what the server answers, and what English pages show. */
export const CREDENTIALS_MESSAGES = {
  emailRequired: 'Email is required',
  email: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be 128 characters or fewer',
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
} as const;
export type CredentialsMessages = Messages<typeof CREDENTIALS_MESSAGES>;

export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 128;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** The login and register schemas with the messages of a language; the same rules and types in every language. */
export function credentialsSchemasWith(m: CredentialsMessages) {
  const email = z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, { error: m.emailRequired, abort: true })
    .refine((value) => !looksEmpty(value), { error: m.emailRequired, abort: true })
    .max(254, m.email)
    .regex(EMAIL_PATTERN, m.email)
    .refine((value) => !hasFormatCharacter(value), m.email)
    .toLowerCase();

  // Passwords are never trimmed: spaces are legitimate characters.
  const password = z
    .string({ error: m.passwordRequired })
    .min(1, { error: m.passwordRequired, abort: true })
    .max(MAX_PASSWORD_LENGTH, m.passwordTooLong);

  return {
    /** Login checks only presence, so accounts made under older rules can still sign in. */
    login: z.strictObject({ email, password }),
    register: z.strictObject({
      email,
      password: password.min(MIN_PASSWORD_LENGTH, m.passwordTooShort).refine((value) => !isCommonPassword(value), m.passwordTooCommon),
    }),
  };
}

const englishSchemas = credentialsSchemasWith(CREDENTIALS_MESSAGES);
/** The server's (and English pages') schemas. */
export const loginRequestSchema = englishSchemas.login;
export const registerRequestSchema = englishSchemas.register;

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** What POST /api/login and POST /api/register answer with. */
export type AuthResponse = { token: string; tokenType: 'Bearer'; expiresIn: number };
