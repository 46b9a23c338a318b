import type { Transaction } from 'kysely';
import type { RecordTableName, Schema, SqlValue } from './schema';

/** What a request with an Idempotency-Key asks: store this once under `key`; `fingerprint` identifies its content. */
export type IdempotencyClaim = { key: string; fingerprint: string };

/** The record a request ends with: its own (with the `createdAt` it was stored with), or the one an earlier request with the same key stored. */
export type SavedRecord = { id: string; createdAt?: string; earlier?: { fingerprint: string | null } };

/** Columns that serve retries only: never exported. */
export const IDEMPOTENCY_COLUMNS = ['idempotency_key', 'idempotency_fingerprint'] as const;

export function withoutIdempotencyColumns<Row extends Record<string, unknown>>(row: Row): Row {
  const shown = { ...row };
  for (const column of IDEMPOTENCY_COLUMNS) delete shown[column];
  return shown;
}

/** Twice covers a record erased between the conflict and the read; more would be a bug, not a race. */
const ATTEMPTS = 2;

/**
 * Inserts `row`, or finds the record an earlier request with the same key stored. A conflict is not an
 * error (ON CONFLICT DO NOTHING), so it never aborts the group commit it shares with other requests.
 * On PostgreSQL the insert waits for a concurrent transaction holding the same key and then reads what
 * it committed, so instances sharing the database agree on one record.
 */
export async function insertOnce(trx: Transaction<Schema>, table: RecordTableName, row: Record<string, SqlValue>, claim?: IdempotencyClaim): Promise<SavedRecord> {
  const id = String(row.id);
  if (!claim) {
    const { created_at } = await trx.insertInto(table).values(row).returning('created_at').executeTakeFirstOrThrow();
    return { id, createdAt: created_at };
  }
  const values = { ...row, idempotency_key: claim.key, idempotency_fingerprint: claim.fingerprint };
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const inserted = await trx
      .insertInto(table)
      .values(values)
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .returning('created_at')
      .executeTakeFirst();
    if (inserted) return { id, createdAt: inserted.created_at };
    const earlier = await trx.selectFrom(table).select(['id', 'idempotency_fingerprint']).where('idempotency_key', '=', claim.key).executeTakeFirst();
    if (earlier) return { id: earlier.id, earlier: { fingerprint: earlier.idempotency_fingerprint } };
  }
  throw new Error(`${table}: an Idempotency-Key conflicted, yet no record holds it`);
}
