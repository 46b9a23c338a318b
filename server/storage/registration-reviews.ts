import { sql, type Transaction } from 'kysely';
import type { RegistrationFilter } from '@/features/staff/api/registration-query-schema';
import type { RegistrationReview } from '@/features/staff/api/registration-review-schema';
import type { RegistrationKind, RegistrationStatus } from '@/features/staff/api/registration-status';
import type { QuarantineReason } from '@/lib/bot-signals/bot-signals';
import type { AuditLog, AuditRecord } from './audit-log';
import type { SavedRecord } from './insert-once';
import type { StoreContext } from './record-table';
import type { Schema } from './schema';

export const REGISTRATION_TABLES = { patient: 'patients', doctor: 'doctors', hospital: 'hospitals' } as const satisfies Record<RegistrationKind, string>;

/** Decides, inside a new registration's transaction, why it looks like a bot's (the bot signals, issue 41); empty when it does not. */
export type RegistrationScreen = (trx: Transaction<Schema>) => Promise<readonly QuarantineReason[]>;

/**
 * Files a newly stored registration as pending, in the transaction that stores it, so the review list is one
 * indexed table and never misses a registration. With `screen`, its reasons are kept as `quarantine_reasons`
 * (a JSON array, NULL when there are none). A retry that found an earlier record adds nothing.
 */
export async function withPendingReview(trx: Transaction<Schema>, kind: RegistrationKind, saved: SavedRecord, screen?: RegistrationScreen): Promise<SavedRecord> {
  if (saved.earlier) return saved;
  const reasons = screen ? await screen(trx) : [];
  const quarantineReasons = reasons.length > 0 ? JSON.stringify(reasons) : null;
  await trx
    .insertInto('registration_reviews')
    .columns(['kind', 'registration_id', 'received_at', 'updated_at', 'quarantine_reasons'])
    .expression(
      trx
        .selectFrom(REGISTRATION_TABLES[kind])
        .select([sql<RegistrationKind>`${kind}`.as('kind'), 'id', 'created_at', 'created_at as updated_at', sql<string | null>`${quarantineReasons}`.as('quarantine_reasons')])
        .where('id', '=', saved.id),
    )
    .execute();
  return saved;
}

/** A review row with its reviewer's e-mail. */
export type ReviewState = {
  seq: string;
  kind: RegistrationKind;
  registrationId: string;
  receivedAt: string;
  status: RegistrationStatus;
  reason: string | null;
  version: number;
  updatedAt: string;
  updatedBy: { id: string; email: string } | null;
};

export type ListedRegistration = {
  seq: string;
  kind: RegistrationKind;
  id: string;
  receivedAt: string;
  status: RegistrationStatus;
  name: string;
  mobile: string;
  email: string;
  /** The bot signals' reasons, in order; empty when none fired. */
  quarantineReasons: QuarantineReason[];
};

const reasonsOf = (stored: string | null): QuarantineReason[] => (stored ? (JSON.parse(stored) as QuarantineReason[]) : []);

export type ReviewOutcome = { saved: ReviewState } | { conflict: ReviewState } | undefined;

export function createRegistrationReviewStore({ engine, groupCommit }: StoreContext, auditLog: AuditLog, clock: () => number) {
  const { db } = engine;

  const selectState = (executor: Pick<Transaction<Schema>, 'selectFrom'>) =>
    executor
      .selectFrom('registration_reviews as r')
      .leftJoin('staff as s', 's.id', 'r.updated_by')
      .select(['r.seq', 'r.kind', 'r.registration_id', 'r.received_at', 'r.status', 'r.reason', 'r.version', 'r.updated_at', 'r.updated_by', 's.email']);
  type StateRow = Awaited<ReturnType<ReturnType<typeof selectState>['executeTakeFirstOrThrow']>>;
  const toState = (row: StateRow): ReviewState => ({
    seq: String(row.seq),
    kind: row.kind,
    registrationId: row.registration_id,
    receivedAt: row.received_at,
    status: row.status,
    reason: row.reason,
    version: Number(row.version),
    updatedAt: row.updated_at,
    updatedBy: row.updated_by ? { id: row.updated_by, email: row.email ?? '' } : null,
  });
  const findWithin = async (executor: Pick<Transaction<Schema>, 'selectFrom'>, kind: RegistrationKind, id: string) => {
    const row = await selectState(executor).where('r.kind', '=', kind).where('r.registration_id', '=', id).executeTakeFirst();
    return row ? toState(row) : undefined;
  };

  return {
    find: (kind: RegistrationKind, id: string) => findWithin(db, kind, id),

    /**
     * Newest first, keyset paged on seq (each filter has an index ending in seq): one range scan and three
     * primary-key lookups per row for the name and contact details, never a count.
     */
    async list({ kind, status, quarantined, before, limit }: RegistrationFilter): Promise<{ rows: ListedRegistration[]; nextBefore: string | null }> {
      const rows = await db
        .selectFrom('registration_reviews as r')
        .leftJoin('patients as p', (join) => join.onRef('p.id', '=', 'r.registration_id').on('r.kind', '=', 'patient'))
        .leftJoin('doctors as d', (join) => join.onRef('d.id', '=', 'r.registration_id').on('r.kind', '=', 'doctor'))
        .leftJoin('hospitals as h', (join) => join.onRef('h.id', '=', 'r.registration_id').on('r.kind', '=', 'hospital'))
        .select(['r.seq', 'r.kind', 'r.registration_id', 'r.received_at', 'r.status', 'r.quarantine_reasons'])
        .select([
          sql<string>`coalesce(p.full_name, d.full_name, h.hospital_name, '')`.as('name'),
          sql<string>`coalesce(p.mobile_number, d.mobile_number, h.mobile_number, '')`.as('mobile'),
          sql<string>`coalesce(p.email, d.email, h.email, '')`.as('email'),
        ])
        .$if(kind !== undefined, (query) => query.where('r.kind', '=', kind!))
        .$if(status !== undefined, (query) => query.where('r.status', '=', status!))
        .$if(quarantined !== undefined, (query) => query.where('r.quarantine_reasons', quarantined ? 'is not' : 'is', null))
        .$if(before !== undefined, (query) => query.where('r.seq', '<', Number(before)))
        .orderBy('r.seq', 'desc')
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit).map((row) => ({
        seq: String(row.seq),
        kind: row.kind,
        id: row.registration_id,
        receivedAt: row.received_at,
        status: row.status,
        name: row.name,
        mobile: row.mobile,
        email: row.email,
        quarantineReasons: reasonsOf(row.quarantine_reasons),
      }));
      return { rows: page, nextBefore: rows.length > limit ? (page.at(-1)?.seq ?? null) : null };
    },

    /**
     * Records a decision made on `review.version`, with its audit entry in the same transaction. Another
     * review since then leaves the row as it is and returns it as the conflict; undefined when there is no such registration.
     */
    review(kind: RegistrationKind, id: string, review: RegistrationReview, audit: Omit<AuditRecord, 'action' | 'target' | 'detail'> & { actorId: string }): Promise<ReviewOutcome> {
      return groupCommit.submit(async (trx) => {
        const updated = await trx
          .updateTable('registration_reviews')
          .set({
            status: review.status,
            reason: review.reason,
            version: sql<number>`version + 1`,
            updated_by: audit.actorId,
            updated_at: new Date(clock()).toISOString(),
          })
          .where('kind', '=', kind)
          .where('registration_id', '=', id)
          .where('version', '=', review.version)
          .executeTakeFirst();
        const state = await findWithin(trx, kind, id);
        if (!state) return undefined;
        if (Number(updated.numUpdatedRows) === 0) return { conflict: state };
        const detail = { status: review.status, version: state.version };
        await auditLog.recordWithin(trx, { ...audit, action: 'registration.review', target: `${kind}:${id}`, detail });
        return { saved: state };
      });
    },
  };
}

export type RegistrationReviewStore = ReturnType<typeof createRegistrationReviewStore>;
