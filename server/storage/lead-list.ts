import type { Kysely } from 'kysely';
import { LEAD_ASSIGNEE_CHOICES, type ParsedLeadsQuery } from '@/features/staff/api/leads-query-schema';
import type { LeadList } from '@/features/staff/api/lead-summary';
import type { StaffRole } from '@/features/staff/api/staff-roles';
import { LEAD_SUMMARY_COLUMNS, summariesOf, type LeadSummaryRow } from './lead-summaries';
import type { Schema } from './schema';

/** Who asks: an agent sees unassigned leads and their own. */
export type LeadViewer = { staffId: string; role: StaffRole };

/** Leads left out because their record was erased are skipped; past this many reads a page is returned short. */
const MAX_READS_PER_PAGE = 10;

function select(db: Kysely<Schema>, query: ParsedLeadsQuery, viewer: LeadViewer, now: number) {
  const { kind, status, assignee, overdue, receivedFrom, receivedBefore, q } = query;
  const oneStatus = status === 'open' || status === 'closed' ? undefined : status;
  const staffId = (LEAD_ASSIGNEE_CHOICES as readonly string[]).includes(assignee) ? undefined : assignee;
  const phoneKey = q !== undefined && 'phoneKey' in q ? q.phoneKey : undefined;
  const emailKey = q !== undefined && 'emailKey' in q ? q.emailKey : undefined;
  return db
    .selectFrom('leads')
    .select(LEAD_SUMMARY_COLUMNS)
    .$if(kind !== undefined, (builder) => builder.where('leads.kind', '=', kind!))
    // closed_at is NULL exactly while a lead is open (a CHECK on both engines); the partial indexes on open leads use it.
    .$if(status === 'open', (builder) => builder.where('leads.closed_at', 'is', null))
    .$if(status === 'closed', (builder) => builder.where('leads.closed_at', 'is not', null))
    .$if(oneStatus !== undefined, (builder) => builder.where('leads.status', '=', oneStatus!))
    .$if(assignee === 'me', (builder) => builder.where('leads.assignee_staff_id', '=', viewer.staffId))
    .$if(assignee === 'unassigned', (builder) => builder.where('leads.assignee_staff_id', 'is', null))
    // Unassigned or theirs. As `IS NULL OR = ?` SQLite merged two index ranges and sorted them (every unassigned
    // lead and all of the agent's); as one expression no index serves, both engines walk seq downwards and filter.
    .$if(assignee === 'anyone' && viewer.role === 'agent', (builder) =>
      builder.where((eb) => eb(eb.fn.coalesce('leads.assignee_staff_id', eb.val(viewer.staffId)), '=', viewer.staffId)),
    )
    .$if(staffId !== undefined, (builder) => builder.where('leads.assignee_staff_id', '=', staffId!))
    .$if(overdue === true, (builder) => builder.where('leads.closed_at', 'is', null).where('leads.due_at', '<', new Date(now).toISOString()))
    .$if(receivedFrom !== undefined, (builder) => builder.where('leads.received_at', '>=', receivedFrom!))
    .$if(receivedBefore !== undefined, (builder) => builder.where('leads.received_at', '<', receivedBefore!))
    .$if(phoneKey !== undefined, (builder) => builder.where('leads.phone_key', '=', phoneKey!))
    .$if(emailKey !== undefined, (builder) => builder.where('leads.email_key', '=', emailKey!))
    .orderBy('leads.seq', 'desc');
}

/** The SQL of a page's query, for EXPLAIN in the bench. */
export const leadListQuery = (db: Kysely<Schema>, query: ParsedLeadsQuery, viewer: LeadViewer, now: number) =>
  select(db, query, viewer, now).$if(query.before !== undefined, (builder) => builder.where('leads.seq', '<', query.before!)).limit(query.limit + 1);

/**
 * One page of the inbox, newest first: a keyset range scan below `before`, never a count. `nextBefore` is the
 * last seq read, so the next page starts exactly where this one stopped.
 */
export async function listLeads(db: Kysely<Schema>, query: ParsedLeadsQuery, viewer: LeadViewer, now: number): Promise<LeadList> {
  const leads: LeadList['leads'] = [];
  let before = query.before;
  for (let read = 0; read < MAX_READS_PER_PAGE; read += 1) {
    const wanted = query.limit - leads.length;
    const rows = (await leadListQuery(db, { ...query, before, limit: wanted }, viewer, now).execute()) as LeadSummaryRow[];
    const taken = rows.slice(0, wanted);
    leads.push(...(await summariesOf(db, taken)).map(({ summary }) => summary));
    if (rows.length <= wanted) return { leads, nextBefore: null };
    before = Number(taken.at(-1)!.seq);
    if (leads.length === query.limit) break;
  }
  return { leads, nextBefore: String(before) };
}
