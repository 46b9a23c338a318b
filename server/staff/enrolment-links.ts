import type { NewEnrolment } from '../storage/staff';
import { digestOf, isoAt, newToken } from './staff-secrets';
import { newTotpSecret } from './totp';

export const ENROLMENT_LIFETIME_MS = 24 * 60 * 60_000;

/** The page a new staff member opens: the console's route, which calls GET /api/staff/enrolments/:token. */
export const enrolmentPath = (token: string): string => `/staff/enrol/${token}`;

/** A one-time link: the token for the link (never stored), and what is stored (its digest, the key, the end). */
export function newEnrolment(now: number): { token: string; enrolment: NewEnrolment } {
  const token = newToken();
  return { token, enrolment: { tokenHash: digestOf(token), secret: newTotpSecret(), expiresAt: isoAt(now + ENROLMENT_LIFETIME_MS) } };
}
