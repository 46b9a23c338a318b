import { QUARANTINE_REASONS } from '@/lib/bot-signals/bot-signals';
import { LEAD_KINDS } from '@/features/staff/api/lead-status';
import { z } from '@/lib/zod';

export const QUARANTINE_PAGE_SIZE = 50;
export const QUARANTINE_MAX_PAGE_SIZE = 100;

export const QUARANTINE_MESSAGES = {
  limit: `Enter a number of requests from 1 to ${QUARANTINE_MAX_PAGE_SIZE}`,
  before: 'This page link is not valid; start again from the newest requests',
  notFound: 'This request is not in quarantine.',
} as const;

/** `2026-03-14T09:00:00.000Z~<id>`: the last row of a page (received time, then id), where the next page starts. */
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)~([A-Za-z0-9-]{1,64})$/;

export const quarantineCursorOf = (row: { receivedAt: string; id: string }): string => `${row.receivedAt}~${row.id}`;

/** GET /api/staff/quarantine: newest first; `before` is the previous page's `nextBefore` (keyset on received time and id). */
export const quarantineQuerySchema = z.strictObject({
  limit: z
    .string({ error: QUARANTINE_MESSAGES.limit })
    .regex(/^\d{1,3}$/, QUARANTINE_MESSAGES.limit)
    .transform(Number)
    .pipe(z.number().min(1, QUARANTINE_MESSAGES.limit).max(QUARANTINE_MAX_PAGE_SIZE, QUARANTINE_MESSAGES.limit))
    .default(QUARANTINE_PAGE_SIZE),
  before: z
    .string({ error: QUARANTINE_MESSAGES.before })
    .transform((value, context) => {
      const match = CURSOR.exec(value);
      if (match) return { receivedAt: match[1]!, id: match[2]! };
      context.addIssue({ code: 'custom', message: QUARANTINE_MESSAGES.before });
      return z.NEVER;
    })
    .optional(),
});

export type QuarantineQuery = z.input<typeof quarantineQuerySchema>;
export type ParsedQuarantineQuery = z.output<typeof quarantineQuerySchema>;

/** One quarantined request: why it was held back, and what the inbox would show of it (phone and e-mail masked). */
export const quarantinedLeadSchema = z.object({
  id: z.string(),
  kind: z.enum(LEAD_KINDS),
  /** ISO 8601 UTC. */
  receivedAt: z.string(),
  reasons: z.array(z.enum(QUARANTINE_REASONS)),
  /** As the inbox shows it; callbacks come without one. */
  name: z.string().nullable(),
  /** `••••••3210`, or null when the request came without one. */
  phone: z.string().nullable(),
  /** `a•••@example.com`, or null. */
  email: z.string().nullable(),
});

export type QuarantinedLead = z.infer<typeof quarantinedLeadSchema>;

/** `nextBefore` fetches the next (older) page; null on the last one. */
export const quarantineListSchema = z.object({ leads: z.array(quarantinedLeadSchema), nextBefore: z.string().nullable() });

export type QuarantineList = z.infer<typeof quarantineListSchema>;

/** POST …/:id/release answers where the lead now is in the inbox. */
export type QuarantineReleased = { id: string; kind: QuarantinedLead['kind'] };

/** What the 409 says when someone else acted first (`at` ISO UTC, `by` an e-mail, null for the server). */
export type QuarantineGone = { outcome: 'released' | 'deleted'; by: string | null; at: string };

const indiaClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "asha@healvia.in released this request to the inbox at 14:05." (IST) */
export function quarantineGoneMessage({ outcome, by, at }: QuarantineGone): string {
  const what = outcome === 'released' ? 'released this request to the inbox' : 'deleted this request';
  return `${by ?? 'Someone'} ${what} at ${indiaClock.format(Date.parse(at))}.`;
}
