import type { Transaction } from 'kysely';
import type { AuditEntry } from '@/features/staff/api/audit-schema';
import type { StoreContext } from './record-table';
import type { Schema } from './schema';

export type AuditAction =
  | 'lead.view'
  | 'lead.reveal'
  | 'lead.claim'
  | 'lead.assign'
  | 'lead.status'
  | 'lead.duplicate'
  | 'lead.note'
  | 'lead.release'
  | 'lead.delete'
  | 'staff.sign-in'
  | 'staff.sign-in-failed'
  | 'staff.sign-out'
  | 'staff.sign-out-everywhere'
  | 'staff.enrolled'
  | 'staff.added'
  | 'staff.disabled'
  | 'staff.2fa-reset'
  | 'staff-members.read'
  | 'audit.read'
  | 'audit.exported'
  | 'lead.erase'
  | 'lead.export'
  | 'registration.list'
  | 'registration.view'
  | 'registration.reveal'
  | 'registration.review'
  | 'document.view';

/** Counts, kinds, ids and flags only: never a name, phone number, e-mail or message. */
export type AuditDetail = Record<string, string | number | boolean | null>;

export type AuditRecord = {
  /** The staff member who acted; null for the staff command on the server. */
  actorId: string | null;
  action: AuditAction;
  /** What was acted on, as `kind:id` (e.g. `staff:<uuid>`). */
  target?: string | null;
  /** A keyed hash of the client's address (server/staff/staff-security.ts), never the address. */
  clientHash?: string | null;
  detail?: AuditDetail;
};

/** `actor` is a staff id, or null for the entries the server wrote itself. */
type Filter = { since?: string; limit: number; action?: string; actor?: string | null };

/**
 * The append-only log (triggers refuse UPDATE and DELETE on both engines). Entries are written inside the
 * transaction of what they record, where there is one, so a change is never stored without its entry.
 */
export function createAuditLog({ engine, groupCommit }: StoreContext, clock: () => number) {
  const { db } = engine;
  const rowOf = (entry: AuditRecord) => ({
    at: new Date(clock()).toISOString(),
    actor_staff_id: entry.actorId,
    action: entry.action,
    target: entry.target ?? null,
    client_hash: entry.clientHash ?? null,
    detail: JSON.stringify(entry.detail ?? {}),
  });
  const recordWithin = async (trx: Transaction<Schema>, entry: AuditRecord) => {
    await trx.insertInto('audit_log').values(rowOf(entry)).execute();
  };
  const select = ({ since, limit, action, actor }: Filter) =>
    db
      .selectFrom('audit_log')
      .leftJoin('staff', 'staff.id', 'audit_log.actor_staff_id')
      .select(['audit_log.id', 'audit_log.at', 'audit_log.actor_staff_id', 'staff.email', 'audit_log.action', 'audit_log.target', 'audit_log.client_hash', 'audit_log.detail'])
      .$if(since !== undefined, (query) => query.where('audit_log.at', '>=', since!))
      .$if(action !== undefined, (query) => query.where('audit_log.action', '=', action!))
      .$if(actor === null, (query) => query.where('audit_log.actor_staff_id', 'is', null))
      .$if(typeof actor === 'string', (query) => query.where('audit_log.actor_staff_id', '=', actor!))
      .limit(limit);
  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
  const toEntry = (row: Row): AuditEntry => ({
    id: Number(row.id),
    at: row.at,
    actor: row.actor_staff_id ? { id: row.actor_staff_id, email: row.email ?? '' } : null,
    action: row.action,
    target: row.target,
    clientHash: row.client_hash,
    detail: JSON.parse(row.detail) as Record<string, unknown>,
  });

  return {
    record: (entry: AuditRecord): Promise<void> => groupCommit.submit((trx) => recordWithin(trx, entry)),
    recordWithin,
    /** Newest first, `limit` at most, older than the entry `before` when given (keyset paging on the id). */
    async newestFirst(filter: Filter & { before?: number }): Promise<{ entries: AuditEntry[]; nextBefore: number | null }> {
      const rows = await select({ ...filter, limit: filter.limit + 1 })
        .$if(filter.before !== undefined, (query) => query.where('audit_log.id', '<', filter.before!))
        .orderBy('audit_log.id', 'desc')
        .execute();
      const entries = rows.slice(0, filter.limit).map(toEntry);
      return { entries, nextBefore: rows.length > filter.limit ? (entries.at(-1)?.id ?? null) : null };
    },
    /** Oldest first, one page at a time, for the export. */
    async *oldestFirst(since: string | undefined, pageSize = 500): AsyncGenerator<AuditEntry> {
      let after = 0;
      for (;;) {
        const rows = await select({ since, limit: pageSize }).where('audit_log.id', '>', after).orderBy('audit_log.id', 'asc').execute();
        for (const row of rows) yield toEntry(row);
        if (rows.length < pageSize) return;
        after = Number(rows.at(-1)!.id);
      }
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
