import type { StaffRole } from '@/features/staff/api/staff-roles';
import { z } from '@/lib/zod';

export const STAFF_PASSWORD_MIN_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 128;

export const STAFF_ENROLMENT_MESSAGES = {
  passwordRequired: 'Choose a password',
  passwordTooShort: `Password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be ${MAX_PASSWORD_LENGTH} characters or fewer`,
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  codeRequired: 'Enter the 6-digit code your authenticator app shows',
  code: 'Enter the 6 digits your authenticator app shows',
  wrongCode: 'That code is not right. Check the time on your phone, then enter the code your app shows now.',
  linkNotValid: 'This enrolment link is not valid: it has been used, it has expired, or it was never issued. Ask an admin for a new one.',
} as const;

/**
 * POST /api/staff/enrolments/:token. `isCommonPassword` is the visitor accounts' list, which lives in another
 * feature: the server passes it in, so the same rule holds for staff without one feature importing another.
 */
export function enrolmentRequestSchemaWith(isCommonPassword: (password: string) => boolean = () => false) {
  const m = STAFF_ENROLMENT_MESSAGES;
  return z.strictObject({
    // Never trimmed: spaces are legitimate characters.
    password: z
      .string({ error: m.passwordRequired })
      .min(1, { error: m.passwordRequired, abort: true })
      .min(STAFF_PASSWORD_MIN_LENGTH, { error: m.passwordTooShort, abort: true })
      .max(MAX_PASSWORD_LENGTH, { error: m.passwordTooLong, abort: true })
      .refine((value) => !isCommonPassword(value), m.passwordTooCommon),
    code: z
      .string({ error: m.codeRequired })
      .transform((value) => value.replace(/\s/g, ''))
      .pipe(z.string().min(1, { error: m.codeRequired, abort: true }).regex(/^\d{6}$/, m.code)),
  });
}

/** The browser's schema; the server's adds the common-password list. */
export const enrolmentRequestSchema = enrolmentRequestSchemaWith();

export type EnrolmentRequest = z.input<typeof enrolmentRequestSchema>;

/** GET /api/staff/enrolments/:token: the key as a QR code and as text, for those who cannot scan. */
export type EnrolmentDetails = { email: string; role: StaffRole; secret: string; otpauthUri: string; qrSvg: string };

/** 201 of the POST: shown once, never again. */
export type EnrolmentResult = { recoveryCodes: string[] };
