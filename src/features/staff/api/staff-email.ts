import { z } from '@/lib/zod';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const STAFF_EMAIL_MESSAGES = {
  emailRequired: 'Enter your work email address',
  email: 'Enter a valid email address, like name@example.com',
} as const;

/** A staff e-mail as the console and the staff command take it: trimmed and lower-cased. */
export const staffEmailSchema = z
  .string({ error: STAFF_EMAIL_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: STAFF_EMAIL_MESSAGES.emailRequired, abort: true })
  .max(254, STAFF_EMAIL_MESSAGES.email)
  .regex(EMAIL_PATTERN, STAFF_EMAIL_MESSAGES.email)
  .toLowerCase();
