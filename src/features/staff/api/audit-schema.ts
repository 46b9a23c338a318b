import { z } from '@/lib/zod';

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 200;

export const AUDIT_QUERY_MESSAGES = {
  since: 'Enter a date like 2026-01-31, or a time like 2026-01-31T09:30:00Z',
  limit: `Enter a number of entries from 1 to ${AUDIT_MAX_PAGE_SIZE}`,
  before: 'This page link is not valid; start again from the newest entries',
  action: 'Choose an action from the list',
  actor: 'Choose a staff member from the list',
} as const;

/** The `actor` filter's value for entries written by the server itself (the staff command, the retention job). */
export const AUDIT_SYSTEM_ACTOR = 'system';

const ACTION_PATTERN = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+$/;
const STAFF_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `2026-01-31` means from midnight India time; a full timestamp is taken as given. ISO UTC, or undefined. */
export function sinceToIso(value: string): string | undefined {
  const asDate = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+05:30` : value;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(asDate)) return undefined;
  const time = Date.parse(asDate);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** GET /api/staff/audit: newest first; `before` is the previous page's `nextBefore` (keyset paging); filters combine. */
export const auditQuerySchema = z.strictObject({
  since: z
    .string({ error: AUDIT_QUERY_MESSAGES.since })
    .transform((value, context) => sinceToIso(value.trim()) ?? (context.addIssue({ code: 'custom', message: AUDIT_QUERY_MESSAGES.since }), z.NEVER))
    .optional(),
  limit: z
    .string({ error: AUDIT_QUERY_MESSAGES.limit })
    .regex(/^\d{1,3}$/, AUDIT_QUERY_MESSAGES.limit)
    .transform(Number)
    .pipe(z.number().min(1, AUDIT_QUERY_MESSAGES.limit).max(AUDIT_MAX_PAGE_SIZE, AUDIT_QUERY_MESSAGES.limit))
    .default(AUDIT_PAGE_SIZE),
  before: z
    .string({ error: AUDIT_QUERY_MESSAGES.before })
    .regex(/^[1-9]\d{0,15}$/, AUDIT_QUERY_MESSAGES.before)
    .transform(Number)
    .optional(),
  /** One action, e.g. `lead.reveal`. */
  action: z.string({ error: AUDIT_QUERY_MESSAGES.action }).max(64, AUDIT_QUERY_MESSAGES.action).regex(ACTION_PATTERN, AUDIT_QUERY_MESSAGES.action).optional(),
  /** A staff member's id, or `system` for entries without one. */
  actor: z
    .string({ error: AUDIT_QUERY_MESSAGES.actor })
    .refine((value) => value === AUDIT_SYSTEM_ACTOR || STAFF_ID_PATTERN.test(value), AUDIT_QUERY_MESSAGES.actor)
    .optional(),
});

export type AuditQuery = z.input<typeof auditQuerySchema>;

/** One entry: `actor` is null for the staff command on the server; `detail` never holds personal data. */
export type AuditEntry = {
  id: number;
  at: string;
  actor: { id: string; email: string } | null;
  action: string;
  target: string | null;
  clientHash: string | null;
  detail: Record<string, unknown>;
};

/** `nextBefore` fetches the next (older) page; null on the last one. */
export type AuditPage = { entries: AuditEntry[]; nextBefore: number | null };
