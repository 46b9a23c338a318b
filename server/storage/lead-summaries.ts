import type { Kysely } from 'kysely';
import { LEAD_KINDS, type LeadKind } from '@/features/staff/api/lead-status';
import type { LeadSummary } from '@/features/staff/api/lead-summary';
import { maskEmail, maskPhone } from '../security/mask';
import type { Schema } from './schema';

/** An inbox row as the list reads it, with its assignee's e-mail. */
export type LeadSummaryRow = {
  seq: number | string;
  id: string;
  kind: LeadKind;
  received_at: string;
  due_at: string;
  status: LeadSummary['status'];
  outcome: LeadSummary['outcome'];
  assignee_staff_id: string | null;
  assignee_email: string | null;
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
  'assignee.email as assignee_email',
  'leads.version',
  'leads.closed_at',
] as const;

type Contact = { name: string | null; phone: string | null; email: string | null };

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** Only the columns a summary shows, by record id: one query per kind on the page. */
async function contactsOf(db: Kysely<Schema>, rows: readonly LeadSummaryRow[]): Promise<Map<string, Contact>> {
  const found = new Map<string, Contact>();
  for (const kind of LEAD_KINDS) {
    const ids = rows.filter((row) => row.kind === kind).map((row) => row.id);
    if (ids.length === 0) continue;
    const records =
      kind === 'appointment'
        ? await db.selectFrom('appointments').select(['id', 'full_name as name', 'phone', 'email']).where('id', 'in', ids).execute()
        : kind === 'contact'
          ? await db.selectFrom('contacts').select(['id', 'name', 'phone', 'email']).where('id', 'in', ids).execute()
          : await db.selectFrom('callbacks').select(['id', 'phone']).where('id', 'in', ids).execute();
    for (const record of records as Record<string, unknown>[]) {
      found.set(String(record.id), { name: text(record.name), phone: text(record.phone), email: text(record.email) });
    }
  }
  return found;
}

/** Masked: the phone (every kind has one today), else the e-mail. */
const maskedContact = ({ phone, email }: Contact) => (phone !== null ? maskPhone(phone) : email !== null ? maskEmail(email) : '');

/**
 * Inbox rows → what the list shows, in the rows' order. A lead whose record is gone (erased once its retention
 * period ended) is left out.
 */
export async function summariesOf(db: Kysely<Schema>, rows: readonly LeadSummaryRow[]): Promise<{ seq: number; summary: LeadSummary }[]> {
  const contacts = await contactsOf(db, rows);
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
      assignee: row.assignee_staff_id === null ? null : { id: row.assignee_staff_id, email: row.assignee_email ?? '' },
      name: row.kind === 'callback' ? null : contact.name,
      contact: maskedContact(contact),
      version: Number(row.version),
      closedAt: row.closed_at,
    };
    return [{ seq: Number(row.seq), summary }];
  });
}
