import type { Transaction } from 'kysely';
import { CLOSED_LEAD_STATUSES, LEAD_KINDS, type LeadKind, type LeadStatus } from '@/features/staff/api/lead-status';
import type { AuditLog } from './audit-log';
import type { StorageEngine } from './engines/storage-engine';
import type { Schema } from './schema';

/** The advisory lock every instance tries before a batch (PostgreSQL); any constant they all agree on. */
export const LEAD_RETENTION_LOCK_KEY = 46_130_014;
const BATCH_SIZE = 200;
const DAY_MS = 24 * 60 * 60 * 1000;
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const RECORD_TABLE_OF: Record<LeadKind, 'appointments' | 'callbacks' | 'contacts'> = {
  appointment: 'appointments',
  callback: 'callbacks',
  contact: 'contacts',
};

/** Tables this module alone writes, or reads past what schema.ts declares. */
type RetentionTables = {
  leads: { erased_at: string | null };
  lead_notifications: { lead_id: string };
  lead_retention_counts: { received_on: string; kind: LeadKind; status: LeadStatus; erased: number | string };
};

export type RetentionSettings = {
  /** Closed leads are erased this many days after they were closed. */
  days: number;
  /** Now, in ms (the app's clock). */
  now: number;
  /** Who ran it, for the audit entries: the app's daily job or the leads command. */
  via: 'job' | 'cli';
  batchSize?: number;
};

/** `locked`: another instance was running the job, so this run left everything to it. */
export type RetentionRun = { erased: number; cutoff: string; locked: boolean };

/** `2026-01-31T20:00:00.000Z` → `2026-02-01`, the day it was in India. */
export const indiaDayOf = (iso: string): string => new Date(Date.parse(iso) + INDIA_OFFSET_MS).toISOString().slice(0, 10);

type Claimed = { id: string; kind: LeadKind; status: LeadStatus; received_at: string; closed_at: string | null };

/** The erased leads per day of arrival, kind and final status. */
function countsOf(leads: Claimed[]): { received_on: string; kind: LeadKind; status: LeadStatus; erased: number }[] {
  const counts = new Map<string, { received_on: string; kind: LeadKind; status: LeadStatus; erased: number }>();
  for (const lead of leads) {
    const key = `${indiaDayOf(lead.received_at)} ${lead.kind} ${lead.status}`;
    const count = counts.get(key) ?? { received_on: indiaDayOf(lead.received_at), kind: lead.kind, status: lead.status, erased: 0 };
    count.erased += 1;
    counts.set(key, count);
  }
  return [...counts.values()];
}

/**
 * Claims up to `size` expired leads with one UPDATE (so two runs never claim the same lead) and erases them in
 * the same transaction: records, notes, notifications, with their counts and audit entries. The UPDATE repeats
 * the conditions, so a lead reopened meanwhile is left alone; it bumps `version`, so a change made on the
 * version before the erasure is refused.
 */
async function eraseBatch(trx: Transaction<Schema>, auditLog: AuditLog, cutoff: string, settings: RetentionSettings, size: number): Promise<number> {
  const db = trx.withTables<RetentionTables>();
  const nowIso = new Date(settings.now).toISOString();
  const expired = (query: ReturnType<typeof db.selectFrom<'leads'>>) =>
    query.where('erased_at', 'is', null).where('status', 'in', CLOSED_LEAD_STATUSES).where('closed_at', 'is not', null).where('closed_at', '<', cutoff);
  const claimed: Claimed[] = await db
    .updateTable('leads')
    .set((eb) => ({ erased_at: nowIso, phone_key: null, email_key: null, version: eb('version', '+', 1), updated_at: nowIso, updated_by: null }))
    .where('seq', 'in', expired(db.selectFrom('leads')).select('seq').orderBy('closed_at').limit(size))
    .where('erased_at', 'is', null)
    .where('status', 'in', CLOSED_LEAD_STATUSES)
    .where('closed_at', '<', cutoff)
    .returning(['id', 'kind', 'status', 'received_at', 'closed_at'])
    .execute();
  if (claimed.length === 0) return 0;
  const ids = claimed.map((lead) => lead.id);
  for (const kind of LEAD_KINDS) {
    const ofKind = claimed.filter((lead) => lead.kind === kind).map((lead) => lead.id);
    if (ofKind.length > 0) await db.deleteFrom(RECORD_TABLE_OF[kind]).where('id', 'in', ofKind).execute();
  }
  await db.deleteFrom('lead_notes').where('lead_id', 'in', ids).execute();
  await db.deleteFrom('lead_notifications').where('lead_id', 'in', ids).execute();
  for (const count of countsOf(claimed)) {
    await db
      .insertInto('lead_retention_counts')
      .values(count)
      .onConflict((conflict) =>
        conflict.columns(['received_on', 'kind', 'status']).doUpdateSet((eb) => ({ erased: eb('lead_retention_counts.erased', '+', eb.ref('excluded.erased')) })),
      )
      .execute();
  }
  for (const lead of claimed) {
    await auditLog.recordWithin(trx, {
      actorId: null,
      action: 'lead.erase',
      target: `lead:${lead.id}`,
      detail: { kind: lead.kind, status: lead.status, closedAt: lead.closed_at, retentionDays: settings.days, via: settings.via },
    });
  }
  return claimed.length;
}

/**
 * Erases every closed lead closed more than `days` ago, a batch per transaction. On PostgreSQL each batch first
 * tries the retention lock: while another instance holds it this run stops, and that instance finishes the work.
 */
export async function eraseExpiredLeads(engine: StorageEngine, auditLog: AuditLog, settings: RetentionSettings): Promise<RetentionRun> {
  const cutoff = new Date(settings.now - settings.days * DAY_MS).toISOString();
  const size = settings.batchSize ?? BATCH_SIZE;
  let erased = 0;
  for (;;) {
    const batch = await engine.db.transaction().execute(async (trx) => {
      if (!(await engine.tryLockForJob(trx, LEAD_RETENTION_LOCK_KEY))) return 'locked' as const;
      return eraseBatch(trx, auditLog, cutoff, settings, size);
    });
    if (batch === 'locked') return { erased, cutoff, locked: true };
    erased += batch;
    if (batch < size) break;
  }
  if (erased > 0) await engine.purgeOldVersions(['appointments', 'callbacks', 'contacts', 'leads', 'lead_notes', 'lead_notifications']);
  return { erased, cutoff, locked: false };
}

/** The counts kept for reporting, oldest day first. */
export async function retentionCounts(engine: StorageEngine): Promise<{ receivedOn: string; kind: LeadKind; status: LeadStatus; erased: number }[]> {
  const rows = await engine.db
    .withTables<RetentionTables>()
    .selectFrom('lead_retention_counts')
    .selectAll()
    .orderBy('received_on')
    .orderBy('kind')
    .orderBy('status')
    .execute();
  return rows.map((row) => ({ receivedOn: row.received_on, kind: row.kind, status: row.status, erased: Number(row.erased) }));
}
