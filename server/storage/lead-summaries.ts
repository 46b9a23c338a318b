import type { Kysely } from 'kysely';
import { LEAD_KINDS, type LeadKind } from '@/features/staff/api/lead-status';
import type { LeadSummary } from '@/features/staff/api/lead-summary';
import { maskEmail, maskPhone } from '../security/mask';
import type { Schema } from './schema';

/** An inbox row as the list reads it: `leads` alone (the assignee's e-mail and the record are looked up per page). */
export type LeadSummaryRow = {
  seq: number | string;
  id: string;
  kind: LeadKind;
  received_at: string;
  due_at: string;
  status: LeadSummary['status'];
  outcome: LeadSummary['outcome'];
  assignee_staff_id: string | null;
  version: number;
  closed_at: string | null;
};

export const LEAD_SUMMARY_COLUMNS = [
  'leads.seq',
  'leads.id',
  'leads.kind',
  'leads.received_at',
  'leads.due_at',
  'leads.status',
  'leads.outcome',
  'leads.assignee_staff_id',
  'leads.version',
  'leads.closed_at',
] as const;

type Contact = { name: string | null; phone: string | null; email: string | null };

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The columns a summary shows of each kind's records, by id. */
function recordsOf(db: Kysely<Schema>, kind: (typeof LEAD_KINDS)[number], ids: string[]): Promise<Record<string, unknown>[]> {
  if (kind === 'appointment') return db.selectFrom('appointments').select(['id', 'full_name as name', 'phone', 'email']).where('id', 'in', ids).execute();
  if (kind === 'contact') return db.selectFrom('contacts').select(['id', 'name', 'phone', 'email']).where('id', 'in', ids).execute();
  return db.selectFrom('callbacks').select(['id', 'phone']).where('id', 'in', ids).execute();
}

/** One query per kind on the page, sent together (PostgreSQL runs them on separate connections). */
async function contactsOf(db: Kysely<Schema>, rows: readonly LeadSummaryRow[]): Promise<Map<string, Contact>> {
  const found = new Map<string, Contact>();
  const perKind = LEAD_KINDS.map((kind) => rows.filter((row) => row.kind === kind).map((row) => row.id));
  const records = await Promise.all(LEAD_KINDS.map((kind, index) => (perKind[index]!.length === 0 ? [] : recordsOf(db, kind, perKind[index]!))));
  for (const record of records.flat()) found.set(String(record.id), { name: text(record.name), phone: text(record.phone), email: text(record.email) });
  return found;
}

/**
 * The e-mails of the page's assignees, in one query on the (small) staff table: the page's own query stays on
 * `leads` alone, so no join can make a planner give up the index order and sort.
 */
async function assigneeEmailsOf(db: Kysely<Schema>, rows: readonly LeadSummaryRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.assignee_staff_id === null ? [] : [row.assignee_staff_id])))];
  if (ids.length === 0) return new Map();
  const staff = await db.selectFrom('staff').select(['id', 'email']).where('id', 'in', ids).execute();
  return new Map(staff.map((member) => [member.id, member.email]));
}

/** Masked: the phone (every kind has one today), else the e-mail. */
const maskedContact = ({ phone, email }: Contact) => (phone !== null ? maskPhone(phone) : email !== null ? maskEmail(email) : '');

/**
 * Inbox rows → what the list shows, in the rows' order. A lead whose record is gone (erased once its retention
 * period ended) is left out.
 */
export async function summariesOf(db: Kysely<Schema>, rows: readonly LeadSummaryRow[]): Promise<{ seq: number; summary: LeadSummary }[]> {
  const [contacts, emails] = await Promise.all([contactsOf(db, rows), assigneeEmailsOf(db, rows)]);
  return rows.flatMap((row) => {
    const contact = contacts.get(row.id);
    if (!contact) return [];
    const summary: LeadSummary = {
      id: row.id,
      kind: row.kind,
      receivedAt: row.received_at,
      dueAt: row.due_at,
      status: row.status,
      outcome: row.outcome,
      assignee: row.assignee_staff_id === null ? null : { id: row.assignee_staff_id, email: emails.get(row.assignee_staff_id) ?? '' },
      name: row.kind === 'callback' ? null : contact.name,
      contact: maskedContact(contact),
      version: Number(row.version),
      closedAt: row.closed_at,
    };
    return [{ seq: Number(row.seq), summary }];
  });
}
