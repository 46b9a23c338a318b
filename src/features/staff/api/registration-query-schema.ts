import { REGISTRATION_KINDS, REGISTRATION_STATUSES } from '@/features/staff/api/registration-status';
import { z } from '@/lib/zod';

export const REGISTRATIONS_PAGE_SIZE = 50;
export const REGISTRATIONS_MAX_PAGE_SIZE = 100;

export const REGISTRATION_QUERY_MESSAGES = {
  kind: 'Choose patient, doctor or hospital',
  status: 'Choose pending, verified or rejected',
  limit: `Enter a number of registrations from 1 to ${REGISTRATIONS_MAX_PAGE_SIZE}`,
  before: 'This page link is not valid; start again from the newest registrations',
  quarantined: 'Choose true or false',
} as const;

/** GET /api/staff/registrations: newest first; `before` is the previous page's `nextBefore` (keyset paging). */
export const registrationQuerySchema = z.strictObject({
  kind: z.enum(REGISTRATION_KINDS, { error: REGISTRATION_QUERY_MESSAGES.kind }).optional(),
  status: z.enum(REGISTRATION_STATUSES, { error: REGISTRATION_QUERY_MESSAGES.status }).optional(),
  limit: z
    .string({ error: REGISTRATION_QUERY_MESSAGES.limit })
    .regex(/^\d{1,3}$/, REGISTRATION_QUERY_MESSAGES.limit)
    .transform(Number)
    .pipe(z.number().min(1, REGISTRATION_QUERY_MESSAGES.limit).max(REGISTRATIONS_MAX_PAGE_SIZE, REGISTRATION_QUERY_MESSAGES.limit))
    .default(REGISTRATIONS_PAGE_SIZE),
  before: z.string({ error: REGISTRATION_QUERY_MESSAGES.before }).regex(/^[1-9]\d{0,15}$/, REGISTRATION_QUERY_MESSAGES.before).optional(),
  /** true: only registrations the bot signals marked (issue 41); false: only the others. */
  quarantined: z
    .enum(['true', 'false'], { error: REGISTRATION_QUERY_MESSAGES.quarantined })
    .transform((value) => value === 'true')
    .optional(),
});

export type RegistrationQuery = z.input<typeof registrationQuerySchema>;
export type RegistrationFilter = z.output<typeof registrationQuerySchema>;
