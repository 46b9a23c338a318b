import { isCommonPassword } from '@/features/auth/api/common-passwords';
import { hasFormatCharacter, looksEmpty } from '@/lib/visible-text';
import { z } from '@/lib/zod';

export const CREDENTIALS_MESSAGES = {
  emailRequired: 'Email is required',
  email: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be 128 characters or fewer',
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
} as const;

export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 128;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

const email = z
  .string({ error: CREDENTIALS_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: CREDENTIALS_MESSAGES.emailRequired, abort: true })
  .refine((value) => !looksEmpty(value), { error: CREDENTIALS_MESSAGES.emailRequired, abort: true })
  .max(254, CREDENTIALS_MESSAGES.email)
  .regex(EMAIL_PATTERN, CREDENTIALS_MESSAGES.email)
  .refine((value) => !hasFormatCharacter(value), CREDENTIALS_MESSAGES.email)
  .toLowerCase();

// Passwords are never trimmed: spaces are legitimate characters.
const password = z
  .string({ error: CREDENTIALS_MESSAGES.passwordRequired })
  .min(1, { error: CREDENTIALS_MESSAGES.passwordRequired, abort: true })
  .max(MAX_PASSWORD_LENGTH, CREDENTIALS_MESSAGES.passwordTooLong);

/** Login checks only presence, so accounts made under older rules can still sign in. */
export const loginRequestSchema = z.strictObject({ email, password });

export const registerRequestSchema = z.strictObject({
  email,
  password: password
    .min(MIN_PASSWORD_LENGTH, CREDENTIALS_MESSAGES.passwordTooShort)
    .refine((value) => !isCommonPassword(value), CREDENTIALS_MESSAGES.passwordTooCommon),
});

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** What POST /api/login and POST /api/register answer with. */
export type AuthResponse = { token: string; tokenType: 'Bearer'; expiresIn: number };
