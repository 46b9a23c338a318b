import type { Kysely } from 'kysely';
import { QUARANTINE_REASONS, type QuarantineReason } from '@/lib/bot-signals/bot-signals';
import type { LeadKind } from '@/features/staff/api/lead-status';
import { quarantineCursorOf, type ParsedQuarantineQuery, type QuarantinedLead, type QuarantineGone, type QuarantineList } from '@/features/staff/api/quarantine-schema';
import { maskEmail, maskPhone } from '../security/mask';
import type { AuditLog, AuditRecord } from './audit-log';
import type { LeadInbox } from './lead-inbox';
import { leadRecordTable } from './lead-record-fields';
import type { StoreContext } from './record-table';
import type { QuarantinedLeadsTable, Schema, SqlValue } from './schema';

type Row = Pick<QuarantinedLeadsTable, 'id' | 'kind' | 'received_at' | 'reasons'>;
type StoredRecord = { [column: string]: SqlValue | undefined };

const isReason = (value: unknown): value is QuarantineReason => (QUARANTINE_REASONS as readonly unknown[]).includes(value);
const text = (value: SqlValue | undefined): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The stored JSON array of reasons; a code this server no longer knows is left out rather than shown raw. */
export function reasonsOf(stored: string): QuarantineReason[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter(isReason) : [];
  } catch {
    return [];
  }
}

const recordOf = (db: Kysely<Schema>, kind: LeadKind, ids: readonly string[]): Promise<StoredRecord[]> =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom(leadRecordTable[kind]).selectAll().where('id', 'in', ids).execute();

/** What a row shows: the name as the inbox shows it, phone and e-mail masked. A row whose record is gone is left out. */
async function viewsOf(db: Kysely<Schema>, rows: readonly Row[]): Promise<QuarantinedLead[]> {
  const kinds = [...new Set(rows.map((row) => row.kind))];
  const found = await Promise.all(kinds.map((kind) => recordOf(db, kind, rows.filter((row) => row.kind === kind).map((row) => row.id))));
  const records = new Map(found.flat().map((record) => [String(record.id), record]));
  return rows.flatMap((row) => {
    const record = records.get(row.id);
    if (!record) return [];
    const phone = text(record.phone);
    const email = text(record.email);
    return [
      {
        id: row.id,
        kind: row.kind,
        receivedAt: row.received_at,
        reasons: reasonsOf(row.reasons),
        name: row.kind === 'appointment' ? text(record.full_name) : row.kind === 'contact' ? text(record.name) : null,
        phone: phone === null ? null : maskPhone(phone),
        email: email === null ? null : maskEmail(email),
      },
    ];
  });
}

/**
 * Leads the bot signals held back (docs/bots.md): listed newest first for staff, released to the inbox or deleted.
 * Each release or deletion takes the quarantine row away first, in the transaction that also writes its audit
 * entry, so of two staff acting on one request exactly one does anything (the other is told who did, and when).
 */
export function createQuarantinedLeads({ engine, groupCommit }: StoreContext, auditLog: AuditLog, leadInbox: LeadInbox) {
  const { db } = engine;

  return {
    /** One page, newest first: a keyset range below `before` on (received_at, id), never a count. */
    async list({ limit, before }: ParsedQuarantineQuery): Promise<QuarantineList> {
      const rows = await db
        .selectFrom('quarantined_leads')
        .select(['id', 'kind', 'received_at', 'reasons'])
        .$if(before !== undefined, (query) => query.where((eb) => eb(eb.refTuple('received_at', 'id'), '<', eb.tuple(before!.receivedAt, before!.id))))
        .orderBy('received_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return { leads: await viewsOf(db, page), nextBefore: rows.length > limit && last ? quarantineCursorOf({ receivedAt: last.received_at, id: last.id }) : null };
    },

    async get(id: string): Promise<QuarantinedLead | undefined> {
      const row = await db.selectFrom('quarantined_leads').select(['id', 'kind', 'received_at', 'reasons']).where('id', '=', id).executeTakeFirst();
      return row && (await viewsOf(db, [row]))[0];
    },

    /**
     * Moves it into the inbox as a new arrival (the mail and the live feed see it then) with `entry`, in one
     * transaction (the inbox's release). False when it is not in quarantine (any more).
     */
    async release(id: string, entry: AuditRecord): Promise<boolean> {
      return (await leadInbox.release(id, (trx) => auditLog.recordWithin(trx, entry))) !== undefined;
    },

    /** Erases its record and takes it out of quarantine, with `entry`, in one transaction. False when it was no longer there. */
    async delete(id: string, entry: AuditRecord): Promise<boolean> {
      const kind = await groupCommit.submit(async (trx) => {
        const row = await trx.deleteFrom('quarantined_leads').where('id', '=', id).returning('kind').executeTakeFirst();
        if (!row) return undefined;
        await trx.deleteFrom(leadRecordTable[row.kind]).where('id', '=', id).execute();
        await auditLog.recordWithin(trx, entry);
        return row.kind;
      });
      if (kind === undefined) return false;
      // A person's request may have been held back by mistake: no copy of what was erased lingers on disk.
      await engine.purgeOldVersions([leadRecordTable[kind], 'quarantined_leads']);
      return true;
    },

    /** The reasons each lead of `kind` received since `sinceIso` is held back for, by id (the leads export's column). */
    async reasonsSince(kind: LeadKind, sinceIso: string): Promise<Map<string, QuarantineReason[]>> {
      const rows = await db.selectFrom('quarantined_leads').select(['id', 'reasons']).where('kind', '=', kind).where('received_at', '>=', sinceIso).execute();
      return new Map(rows.map((row) => [row.id, reasonsOf(row.reasons)]));
    },

    /** Who released or deleted the request, and when (from the audit log); undefined when nobody did. */
    async goneBy(id: string): Promise<QuarantineGone | undefined> {
      const found = await db
        .selectFrom('audit_log')
        .leftJoin('staff', 'staff.id', 'audit_log.actor_staff_id')
        .select(['audit_log.action', 'audit_log.at', 'staff.email'])
        .where('audit_log.action', 'in', ['lead.release', 'lead.delete'])
        .where('audit_log.target', '=', `lead:${id}`)
        .orderBy('audit_log.id', 'desc')
        .executeTakeFirst();
      return found && { outcome: found.action === 'lead.release' ? 'released' : 'deleted', by: found.email, at: found.at };
    },
  };
}

export type QuarantinedLeads = ReturnType<typeof createQuarantinedLeads>;
