import { REGISTRATION_KINDS, REGISTRATION_STATUSES } from '@/features/staff/api/registration-status';
import { QUARANTINE_REASONS } from '@/lib/bot-signals/bot-signals';
import { z } from '@/lib/zod';

/** One row of GET /api/staff/registrations. */
export const registrationSummarySchema = z.object({
  kind: z.enum(REGISTRATION_KINDS),
  id: z.string(),
  /** ISO 8601 UTC. */
  receivedAt: z.string(),
  /** The person's full name, or the hospital's name. */
  name: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  /** Masked: `••••••3210`. */
  mobile: z.string(),
  /** Masked: `a•••@example.com`. */
  email: z.string(),
  /** Why the bot signals marked it (issue 41); absent when they did not. */
  quarantineReasons: z.array(z.enum(QUARANTINE_REASONS)).optional(),
});

export type RegistrationSummary = z.infer<typeof registrationSummarySchema>;

/** Newest first; `nextBefore` fetches the next (older) page, null on the last one. */
export const registrationListSchema = z.object({
  registrations: z.array(registrationSummarySchema),
  nextBefore: z.string().nullable(),
});

export type RegistrationList = z.infer<typeof registrationListSchema>;
