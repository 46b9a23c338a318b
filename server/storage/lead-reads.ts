import type { LeadAssignee } from '@/features/staff/api/lead-assignees';
import type { LeadChangeField } from '@/features/staff/api/lead-change-schema';
import type { LeadDetail, LeadDuplicate, LeadNote } from '@/features/staff/api/lead-detail';
import type { LeadRevealField } from '@/features/staff/api/lead-reveal-schema';
import type { LeadKind, LeadOutcome, LeadStatus } from '@/features/staff/api/lead-status';
import type { StaffRef } from '@/features/staff/api/lead-summary';
import type { StorageEngine } from './engines/storage-engine';
import { leadFieldsOf, leadRecordTable, type StoredLeadRecord } from './lead-record-fields';

/** What a change is checked against: the lead's row as it stands. */
export type LeadState = {
  id: string;
  kind: LeadKind;
  status: LeadStatus;
  outcome: LeadOutcome | null;
  assigneeId: string | null;
  duplicateOf: string | null;
  version: number;
  contactedAt: string | null;
  updatedAt: string;
  updatedBy: StaffRef | null;
  updatedField: LeadChangeField | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Possible duplicates: the same phone or e-mail within this many days either side of the lead's arrival. */
export const DUPLICATE_WINDOW_DAYS = 30;
export const MAX_DUPLICATES = 20;

const refOf = (id: string | null, email: string | null): StaffRef | null => (id === null ? null : { id, email: email ?? '' });

/** One lead's page: its row, its record (masked), notes and possible duplicates. Reads committed rows only. */
export function createLeadReads({ db }: StorageEngine) {
  const stateRow = (id: string) =>
    db
      .selectFrom('leads')
      .leftJoin('staff as assignee', 'assignee.id', 'leads.assignee_staff_id')
      .leftJoin('staff as updater', 'updater.id', 'leads.updated_by')
      .select([
        'leads.id',
        'leads.kind',
        'leads.received_at',
        'leads.due_at',
        'leads.status',
        'leads.outcome',
        'leads.assignee_staff_id',
        'assignee.email as assignee_email',
        'leads.duplicate_of',
        'leads.phone_key',
        'leads.email_key',
        'leads.version',
        'leads.updated_at',
        'leads.updated_by',
        'updater.email as updater_email',
        'leads.updated_field',
        'leads.contacted_at',
        'leads.closed_at',
      ])
      .where('leads.id', '=', id)
      .executeTakeFirst();
  type Row = NonNullable<Awaited<ReturnType<typeof stateRow>>>;

  const toState = (row: Row): LeadState => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    outcome: row.outcome,
    assigneeId: row.assignee_staff_id,
    duplicateOf: row.duplicate_of,
    version: Number(row.version),
    contactedAt: row.contacted_at,
    updatedAt: row.updated_at,
    updatedBy: refOf(row.updated_by, row.updater_email),
    updatedField: row.updated_field,
  });

  const record = (kind: LeadKind, id: string): Promise<StoredLeadRecord | undefined> =>
    db.selectFrom(leadRecordTable[kind]).selectAll().where('id', '=', id).executeTakeFirst();

  const notes = async (leadId: string): Promise<LeadNote[]> => {
    const rows = await db
      .selectFrom('lead_notes')
      .innerJoin('staff', 'staff.id', 'lead_notes.staff_id')
      .select(['lead_notes.id', 'lead_notes.at', 'lead_notes.body', 'lead_notes.staff_id', 'staff.email'])
      .where('lead_notes.lead_id', '=', leadId)
      .orderBy('lead_notes.at')
      .orderBy('lead_notes.id')
      .execute();
    return rows.map((row) => ({ id: row.id, at: row.at, author: { id: row.staff_id, email: row.email }, body: row.body }));
  };

  /** Newest first; one keyset range scan per key (leads_phone_key_seq, leads_email_key_seq). */
  const duplicates = async (row: Row): Promise<LeadDuplicate[]> => {
    const received = Date.parse(row.received_at);
    const from = new Date(received - DUPLICATE_WINDOW_DAYS * DAY_MS).toISOString();
    const to = new Date(received + DUPLICATE_WINDOW_DAYS * DAY_MS).toISOString();
    const byKey = (column: 'phone_key' | 'email_key', key: string | null) =>
      key === null
        ? Promise.resolve([])
        : db
            .selectFrom('leads')
            .select(['seq', 'id', 'kind', 'received_at', 'status'])
            .where(column, '=', key)
            .where('id', '!=', row.id)
            .where('received_at', '>=', from)
            .where('received_at', '<=', to)
            .orderBy('seq', 'desc')
            .limit(MAX_DUPLICATES)
            .execute();
    const found = [...(await byKey('phone_key', row.phone_key)), ...(await byKey('email_key', row.email_key))];
    const unique = new Map(found.map((lead) => [lead.id, lead]));
    return [...unique.values()]
      .sort((a, b) => Number(b.seq) - Number(a.seq))
      .slice(0, MAX_DUPLICATES)
      .map((lead) => ({ id: lead.id, kind: lead.kind, receivedAt: lead.received_at, status: lead.status }));
  };

  const detailWithField = async (id: string): Promise<{ detail: LeadDetail; updatedField: LeadChangeField | null } | undefined> => {
    const row = await stateRow(id);
    const stored = row && (await record(row.kind, row.id));
    if (!row || !stored) return undefined;
    const { name, contact, ...fields } = leadFieldsOf(row.kind, stored);
    const detail: LeadDetail = {
      id: row.id,
      receivedAt: row.received_at,
      dueAt: row.due_at,
      status: row.status,
      outcome: row.outcome,
      assignee: refOf(row.assignee_staff_id, row.assignee_email),
      name,
      contact,
      version: Number(row.version),
      closedAt: row.closed_at,
      ...fields,
      notes: await notes(row.id),
      duplicates: await duplicates(row),
      duplicateOf: row.duplicate_of,
      updatedAt: row.updated_at,
      updatedBy: refOf(row.updated_by, row.updater_email),
    };
    return { detail, updatedField: row.updated_field };
  };

  return {
    /** Undefined for an unknown lead, and for one whose record has been erased. */
    async state(id: string): Promise<LeadState | undefined> {
      const row = await stateRow(id);
      return row && (await record(row.kind, row.id)) ? toState(row) : undefined;
    },

    /** Undefined for an unknown lead, and for one whose record has been erased. */
    async detail(id: string): Promise<LeadDetail | undefined> {
      return (await detailWithField(id))?.detail;
    },

    /** The page, and what the last versioned change set: read together, for the 409 answer. */
    detailWithField,

    /** The full phone number or e-mail address as received; null when the lead came without one, undefined once erased. */
    async contactValue(kind: LeadKind, id: string, field: LeadRevealField): Promise<string | null | undefined> {
      const stored = await record(kind, id);
      if (!stored) return undefined;
      const value = stored[field];
      return typeof value === 'string' && value !== '' ? value : null;
    },

    /** Enabled staff who have enrolled, by e-mail. */
    async assignees(): Promise<LeadAssignee[]> {
      return db
        .selectFrom('staff')
        .select(['id', 'email', 'role'])
        .where('disabled_at', 'is', null)
        .where('password_hash', 'is not', null)
        .where('totp_secret', 'is not', null)
        .orderBy('email')
        .execute();
    },

    async isAssignable(staffId: string): Promise<boolean> {
      const row = await db
        .selectFrom('staff')
        .select('id')
        .where('id', '=', staffId)
        .where('disabled_at', 'is', null)
        .where('password_hash', 'is not', null)
        .where('totp_secret', 'is not', null)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type LeadReads = ReturnType<typeof createLeadReads>;
