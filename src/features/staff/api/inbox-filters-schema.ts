import { LEAD_KINDS, LEAD_STATUSES } from '@/features/staff/api/lead-status';
import { LEAD_STATUS_GROUPS, LEADS_QUERY_MESSAGES, istDayStart, searchKeyOf, type LeadsQuery } from '@/features/staff/api/leads-query-schema';
import { z } from '@/lib/zod';

/** The inbox's filters as its form holds them: blanks for "any", a checkbox for overdue. */
export type InboxFilters = { kind: string; status: string; assignee: string; overdue: boolean; from: string; to: string; q: string };

/** The filters the inbox opens with: every lead, whoever has it (for an agent: the unassigned ones and their own). */
export const DEFAULT_INBOX_FILTERS: InboxFilters = { kind: '', status: '', assignee: '', overdue: false, from: '', to: '', q: '' };

/** The filters as GET /api/staff/leads takes them (strings), defaults and blanks left out. */
export type InboxQuery = Partial<Record<Exclude<keyof LeadsQuery, 'limit'>, string>>;

const blankOr = (valid: (value: string) => boolean, message: string) =>
  z.string({ error: message }).trim().refine((value) => value === '' || valid(value), message);

const isDay = (value: string) => istDayStart(value) !== undefined;

/**
 * The inbox's filter form, with the list query's own messages (leads-query-schema.ts), so a search the server
 * would refuse is refused beside its field first; the server still checks everything.
 */
export const inboxFiltersSchema = z
  .object({
    kind: blankOr((value) => (LEAD_KINDS as readonly string[]).includes(value), LEADS_QUERY_MESSAGES.kind),
    status: blankOr((value) => ([...LEAD_STATUSES, ...LEAD_STATUS_GROUPS] as readonly string[]).includes(value), LEADS_QUERY_MESSAGES.status),
    assignee: z.string({ error: LEADS_QUERY_MESSAGES.assignee }),
    overdue: z.boolean(),
    from: blankOr(isDay, LEADS_QUERY_MESSAGES.from),
    to: blankOr(isDay, LEADS_QUERY_MESSAGES.to),
    q: blankOr((value) => searchKeyOf(value) !== undefined, LEADS_QUERY_MESSAGES.q),
  })
  .refine(({ from, to }) => from === '' || to === '' || to >= from, { path: ['to'], message: LEADS_QUERY_MESSAGES.range })
  .transform((filters): InboxQuery => inboxQueryOf(filters));

/** Filters → the query: blanks and the defaults left out. */
export function inboxQueryOf(filters: InboxFilters): InboxQuery {
  const query: InboxQuery = {};
  if (filters.kind) query.kind = filters.kind;
  if (filters.status) query.status = filters.status;
  if (filters.assignee && filters.assignee !== 'anyone') query.assignee = filters.assignee;
  if (filters.overdue) query.overdue = 'true';
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.q.trim()) query.q = filters.q.trim();
  return query;
}

/** The query → the form's values. */
export function inboxFiltersOf(query: InboxQuery): InboxFilters {
  return {
    kind: query.kind ?? '',
    status: query.status ?? '',
    assignee: query.assignee === 'anyone' ? '' : (query.assignee ?? ''),
    overdue: query.overdue === 'true',
    from: query.from ?? '',
    to: query.to ?? '',
    q: query.q ?? '',
  };
}
