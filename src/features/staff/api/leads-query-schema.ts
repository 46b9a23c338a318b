import { emailKeyOf, phoneKeyOf } from '@/features/staff/api/lead-contact-keys';
import { LEAD_KINDS, LEAD_STATUSES } from '@/features/staff/api/lead-status';
import { z } from '@/lib/zod';

export const LEADS_PAGE_SIZE = 50;
export const LEADS_MAX_PAGE_SIZE = 100;

/** Besides a status: every open (new, attempted, contacted) or every closed lead. */
export const LEAD_STATUS_GROUPS = ['open', 'closed'] as const;
/** Besides a staff member's id. For an agent "anyone" means unassigned or theirs. */
export const LEAD_ASSIGNEE_CHOICES = ['me', 'unassigned', 'anyone'] as const;

export const LEADS_QUERY_MESSAGES = {
  kind: 'Choose a kind: appointment, callback or contact',
  status: 'Choose a status: new, attempted, contacted, booked, not_interested, junk, open or closed',
  assignee: "Choose an assignee: me, unassigned, anyone or a staff member's id",
  agentAssignee: 'Agents see only unassigned leads and their own: choose me, unassigned or anyone',
  overdue: 'Overdue can only be true',
  from: 'Enter the first day like 2026-01-31',
  to: 'Enter the last day like 2026-01-31',
  range: 'The last day must be on or after the first day',
  q: 'Search by a whole phone number (10 digits, with or without +91 or 0) or an e-mail address',
  limit: `Enter a number of leads from 1 to ${LEADS_MAX_PAGE_SIZE}`,
  before: 'This page link is not valid; start again from the newest leads',
} as const;

const STAFF_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PHONE_TEXT = /^\+?[\d\s().-]+$/;
const EMAIL_TEXT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `2026-01-31` → the instant that day starts in India (UTC+05:30 all year), in ms; undefined for a non-date. */
export function istDayStart(day: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const time = Date.parse(`${day}T00:00:00+05:30`);
  const noonUtc = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(time) || !noonUtc.toISOString().startsWith(day) ? undefined : time;
}

/** What a search box holds → the key it matches: a phone in any format, or an e-mail; undefined for anything else. */
export function searchKeyOf(text: string): { phoneKey: string } | { emailKey: string } | undefined {
  const value = text.trim();
  if (EMAIL_TEXT.test(value)) return { emailKey: emailKeyOf(value)! };
  if (!PHONE_TEXT.test(value)) return undefined;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15 ? { phoneKey: phoneKeyOf(value)! } : undefined;
}

const day = (message: string) =>
  z
    .string({ error: message })
    .transform((value, context) => istDayStart(value.trim()) ?? (context.addIssue({ code: 'custom', message }), z.NEVER))
    .optional();

const choice = <const T extends readonly [string, ...string[]]>(options: T, message: string) => z.enum(options, { error: message }).optional();

/** GET /api/staff/leads: newest first; `before` is the previous page's `nextBefore` (keyset paging on arrival order). */
export const leadsQuerySchema = z
  .strictObject({
    kind: choice(LEAD_KINDS, LEADS_QUERY_MESSAGES.kind),
    status: choice([...LEAD_STATUSES, ...LEAD_STATUS_GROUPS], LEADS_QUERY_MESSAGES.status),
    assignee: z
      .string({ error: LEADS_QUERY_MESSAGES.assignee })
      .refine((value) => (LEAD_ASSIGNEE_CHOICES as readonly string[]).includes(value) || STAFF_ID.test(value), LEADS_QUERY_MESSAGES.assignee)
      .default('anyone'),
    overdue: z.literal('true', { error: LEADS_QUERY_MESSAGES.overdue }).transform(() => true as const).optional(),
    from: day(LEADS_QUERY_MESSAGES.from),
    to: day(LEADS_QUERY_MESSAGES.to),
    q: z
      .string({ error: LEADS_QUERY_MESSAGES.q })
      .transform((value, context) => searchKeyOf(value) ?? (context.addIssue({ code: 'custom', message: LEADS_QUERY_MESSAGES.q }), z.NEVER))
      .optional(),
    limit: z
      .string({ error: LEADS_QUERY_MESSAGES.limit })
      .regex(/^\d{1,3}$/, LEADS_QUERY_MESSAGES.limit)
      .transform(Number)
      .pipe(z.number().min(1, LEADS_QUERY_MESSAGES.limit).max(LEADS_MAX_PAGE_SIZE, LEADS_QUERY_MESSAGES.limit))
      .default(LEADS_PAGE_SIZE),
    before: z
      .string({ error: LEADS_QUERY_MESSAGES.before })
      .regex(/^[1-9]\d{0,15}$/, LEADS_QUERY_MESSAGES.before)
      .transform(Number)
      .optional(),
  })
  .refine(({ from, to }) => from === undefined || to === undefined || to >= from, { path: ['to'], message: LEADS_QUERY_MESSAGES.range })
  .transform(({ from, to, ...query }) => ({
    ...query,
    /** ISO UTC instants: received at or after `receivedFrom`, before `receivedBefore` (the day after `to`). */
    receivedFrom: from === undefined ? undefined : new Date(from).toISOString(),
    receivedBefore: to === undefined ? undefined : new Date(to + DAY_MS).toISOString(),
  }));

/** What the console puts in the URL's query (all strings, as sent). */
export type LeadsQuery = z.input<typeof leadsQuerySchema>;
export type ParsedLeadsQuery = z.output<typeof leadsQuerySchema>;
