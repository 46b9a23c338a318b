import { isClosedStatus } from '@/features/staff/api/lead-status';
import type { LeadSummary } from '@/features/staff/api/lead-summary';
import type { InboxQuery } from '@/features/staff/api/inbox-filters-schema';
import { istDayStart } from '@/features/staff/api/leads-query-schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a lead that arrived live belongs in the list the inbox shows for `query`, as the server would filter it.
 * A search never matches: the row's contact is masked, so only the server can tell.
 */
export function leadMatchesQuery(lead: LeadSummary, query: InboxQuery, myEmail: string | undefined, now: number): boolean {
  if (query.q) return false;
  if (query.kind && lead.kind !== query.kind) return false;
  if (query.status === 'open' && isClosedStatus(lead.status)) return false;
  if (query.status === 'closed' && !isClosedStatus(lead.status)) return false;
  if (query.status && query.status !== 'open' && query.status !== 'closed' && lead.status !== query.status) return false;
  if (query.assignee === 'me' && (lead.assignee === null || lead.assignee.email !== myEmail)) return false;
  if (query.assignee === 'unassigned' && lead.assignee !== null) return false;
  if (query.assignee && !['me', 'unassigned', 'anyone'].includes(query.assignee) && lead.assignee?.id !== query.assignee) return false;
  if (query.overdue === 'true' && (lead.closedAt !== null || Date.parse(lead.dueAt) >= now)) return false;
  const received = Date.parse(lead.receivedAt);
  const from = query.from ? istDayStart(query.from) : undefined;
  const to = query.to ? istDayStart(query.to) : undefined;
  if (from !== undefined && received < from) return false;
  if (to !== undefined && received >= to + DAY_MS) return false;
  return true;
}
