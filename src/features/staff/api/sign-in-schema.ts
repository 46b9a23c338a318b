import { staffEmailSchema } from '@/features/staff/api/staff-email';
import { z } from '@/lib/zod';

export const STAFF_SIGN_IN_MESSAGES = {
  passwordRequired: 'Enter your password',
  invalidCredentials: 'The email or password is not right',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  code: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  wrongCode: 'That code is not right, or it has been used already. Wait for the next code and try again.',
  challengeExpired: 'Your sign-in took too long. Enter your email and password again.',
} as const;

/** Recovery codes are 16 characters of Crockford's base32, shown as four groups: "7kq2-9xmd-ra4p-w3ze". */
export const RECOVERY_CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const RECOVERY_CODE_PATTERN = /^[0-9a-hjkmnp-tv-z]{16}$/;

/** Case, spaces and hyphens do not matter; the letters read as digits (o, i, l) are read as digits. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
}

export type SecondFactor = { kind: 'totp'; code: string } | { kind: 'recovery-code'; code: string };

/** Six digits (spaces allowed, as apps show "123 456"), or a recovery code. */
export function toSecondFactor(typed: string): SecondFactor | undefined {
  const digits = typed.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) return { kind: 'totp', code: digits };
  const recovery = normaliseRecoveryCode(typed);
  return RECOVERY_CODE_PATTERN.test(recovery) ? { kind: 'recovery-code', code: recovery } : undefined;
}

const password = z
  .string({ error: STAFF_SIGN_IN_MESSAGES.passwordRequired })
  .min(1, { error: STAFF_SIGN_IN_MESSAGES.passwordRequired, abort: true })
  .max(128, STAFF_SIGN_IN_MESSAGES.invalidCredentials);

/** POST /api/staff/sign-in: the first step. */
export const staffSignInRequestSchema = z.strictObject({ email: staffEmailSchema, password });

/** POST /api/staff/sign-in/code: the second step, with the challenge the first step answered. */
export const staffCodeRequestSchema = z.strictObject({
  challenge: z.string({ error: STAFF_SIGN_IN_MESSAGES.challengeExpired }).min(1, STAFF_SIGN_IN_MESSAGES.challengeExpired).max(512, STAFF_SIGN_IN_MESSAGES.challengeExpired),
  code: z
    .string({ error: STAFF_SIGN_IN_MESSAGES.codeRequired })
    .trim()
    .min(1, { error: STAFF_SIGN_IN_MESSAGES.codeRequired, abort: true })
    .max(64, STAFF_SIGN_IN_MESSAGES.code)
    .transform((typed, context) => toSecondFactor(typed) ?? (context.addIssue({ code: 'custom', message: STAFF_SIGN_IN_MESSAGES.code }), z.NEVER)),
});

export type StaffSignInRequest = z.input<typeof staffSignInRequestSchema>;
export type StaffCodeRequest = z.input<typeof staffCodeRequestSchema>;

/** What the first step answers: the code is asked next; the challenge goes back with it. */
export type StaffSignInResponse = { next: 'code'; challenge: string };
