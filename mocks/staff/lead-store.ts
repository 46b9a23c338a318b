import { leadConflictMessage, type LeadChangeField, type LeadConflict } from '@/features/staff/api/lead-change-schema';
import { emailKeyOf, phoneKeyOf } from '@/features/staff/api/lead-contact-keys';
import type { LeadDetail } from '@/features/staff/api/lead-detail';
import { isClosedStatus } from '@/features/staff/api/lead-status';
import type { LeadSummary, StaffRef } from '@/features/staff/api/lead-summary';
import type { ParsedLeadsQuery } from '@/features/staff/api/leads-query-schema';
import { STORY_NOW, summaryOfStored, type StoredLead } from '@mocks/staff/lead-fixtures';

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** The mock server's leads for one story: listed, read and changed as the real server does, reset before each story. */
export function createLeadStore(seed: readonly StoredLead[]) {
  let leads: StoredLead[] = [];
  let notes = 0;
  const reset = () => {
    leads = seed.map((entry) => structuredClone(entry));
  };
  reset();

  const find = (id: string) => leads.find((entry) => entry.lead.id === id);

  function duplicatesOf(entry: StoredLead) {
    const phoneKey = phoneKeyOf(entry.phone);
    const emailKey = emailKeyOf(entry.email);
    const at = Date.parse(entry.lead.receivedAt);
    return leads
      .filter((other) => other !== entry && Math.abs(Date.parse(other.lead.receivedAt) - at) <= THIRTY_DAYS_MS)
      .filter((other) => (phoneKey !== null && phoneKeyOf(other.phone) === phoneKey) || (emailKey !== null && emailKeyOf(other.email) === emailKey))
      .map(({ lead }) => ({ id: lead.id, kind: lead.kind, receivedAt: lead.receivedAt, status: lead.status }));
  }

  /** The lead as GET /api/staff/leads/:id answers it. */
  const detail = (entry: StoredLead): LeadDetail => ({ ...entry.lead, duplicates: duplicatesOf(entry) });

  /** Whether `me` (an agent) may see the lead: unassigned, or theirs. */
  const visibleToAgent = (entry: StoredLead, me: StaffRef) => entry.lead.assignee === null || entry.lead.assignee.id === me.id;

  function list(query: ParsedLeadsQuery, me: StaffRef, agent: boolean): { leads: LeadSummary[]; nextBefore: string | null } {
    const matching = leads
      .filter(({ lead }) => !query.kind || lead.kind === query.kind)
      .filter(({ lead }) => {
        if (!query.status) return true;
        if (query.status === 'open') return !isClosedStatus(lead.status);
        if (query.status === 'closed') return isClosedStatus(lead.status);
        return lead.status === query.status;
      })
      .filter((entry) => {
        const { assignee } = entry.lead;
        if (query.assignee === 'me') return assignee?.id === me.id;
        if (query.assignee === 'unassigned') return assignee === null;
        if (query.assignee === 'anyone') return !agent || visibleToAgent(entry, me);
        return assignee?.id === query.assignee;
      })
      .filter(({ lead }) => !query.overdue || (lead.closedAt === null && Date.parse(lead.dueAt) < STORY_NOW))
      .filter(({ lead }) => (!query.receivedFrom || lead.receivedAt >= query.receivedFrom) && (!query.receivedBefore || lead.receivedAt < query.receivedBefore))
      .filter((entry) => {
        if (!query.q) return true;
        return 'phoneKey' in query.q ? phoneKeyOf(entry.phone) === query.q.phoneKey : emailKeyOf(entry.email) === query.q.emailKey;
      })
      .filter((entry) => query.before === undefined || entry.seq < query.before)
      .sort((a, b) => b.seq - a.seq);
    const page = matching.slice(0, query.limit);
    const more = matching.length > page.length;
    return { leads: page.map(summaryOfStored), nextBefore: more ? String(page.at(-1)!.seq) : null };
  }

  /** A versioned change: refused (the 409's body) when the lead moved on since `version`, else applied and counted. */
  function change(entry: StoredLead, version: number, by: StaffRef, field: LeadChangeField, apply: (lead: LeadDetail) => void): LeadConflict | LeadDetail {
    if (entry.lead.version !== version) {
      const changeInfo = { by: entry.lead.updatedBy?.email ?? null, at: entry.lead.updatedAt, field: entry.updatedField ?? null };
      return { message: leadConflictMessage(changeInfo), current: detail(entry), change: changeInfo };
    }
    apply(entry.lead);
    entry.lead = { ...entry.lead, version: entry.lead.version + 1, updatedAt: new Date(STORY_NOW).toISOString(), updatedBy: by };
    entry.updatedField = field;
    return detail(entry);
  }

  function addNote(entry: StoredLead, by: StaffRef, body: string): LeadDetail {
    notes += 1;
    entry.lead = { ...entry.lead, notes: [...entry.lead.notes, { id: `note-${notes}`, at: new Date(STORY_NOW).toISOString(), author: by, body }] };
    return detail(entry);
  }

  /** A callback the live feed announces is committed first, as on the server: a list read after it holds it. */
  function arrive(lead: LeadSummary, seq: number): void {
    if (lead.kind !== 'callback') throw new Error('The stories\' live feed announces callbacks only');
    if (leads.some((entry) => entry.seq === seq)) return;
    const phoneTail = lead.contact.slice(-4);
    leads.push({ seq, phone: `+9198765${phoneTail.padStart(5, '0')}`, email: null, lead: { ...lead, kind: 'callback', fields: { phone: lead.contact }, notes: [], duplicates: [], duplicateOf: null, updatedAt: lead.receivedAt, updatedBy: null } });
  }

  return { reset, find, detail, list, change, addNote, arrive, visibleToAgent, all: () => leads };
}

export type LeadStore = ReturnType<typeof createLeadStore>;
