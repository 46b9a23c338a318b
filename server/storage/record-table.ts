import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { StorageEngine } from './engines/storage-engine';
import type { GroupCommit } from './group-commit';
import { insertOnce, withoutIdempotencyColumns, type IdempotencyClaim, type SavedRecord } from './insert-once';
import type { RecordTableName, Schema, SqlValue } from './schema';

export type ExportRow = Record<string, unknown>;

/** How a validated value is stored: booleans as 0/1, lists as JSON, blanks as NULL. */
export function toSqlValue(value: unknown): SqlValue {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' || typeof value === 'number') return value;
  return JSON.stringify(value);
}

export type StoreContext = { engine: StorageEngine; groupCommit: GroupCommit };

/**
 * One table of submitted records. `columns` maps each field of the validated request to its column,
 * so the insert is written once here and every record kind and both engines share it.
 */
export function createRecordTable<Field extends string>({ engine, groupCommit }: StoreContext, table: RecordTableName, columns: Record<Field, string>) {
  const fields = Object.keys(columns) as Field[];
  const { db } = engine;

  function toRow(record: Partial<Record<Field, unknown>>, id: string) {
    const row: Record<string, SqlValue> = { id };
    for (const field of fields) row[columns[field]] = toSqlValue(record[field]);
    return row;
  }

  return {
    /** Every column of an exported row, in table order, even when there are no rows. */
    exportColumns: ['id', ...fields.map((field) => columns[field]), 'created_at'],
    /** Queues one record for the next group commit; resolves once that has committed (with an earlier record for a reused key). */
    insert(record: Partial<Record<Field, unknown>>, claim?: IdempotencyClaim): Promise<SavedRecord> {
      const row = toRow(record, randomUUID());
      return groupCommit.submit((trx) => insertOnce(trx, table, row, claim));
    },
    /** Inserts inside a transaction the caller holds (a record written together with its documents). */
    insertWithin(trx: Transaction<Schema>, record: Partial<Record<Field, unknown>>, claim?: IdempotencyClaim): Promise<SavedRecord> {
      return insertOnce(trx, table, toRow(record, randomUUID()), claim);
    },
    /** Records created at or after `sinceIso` (ISO 8601 UTC), oldest first. */
    async listSince(sinceIso = ''): Promise<ExportRow[]> {
      const rows = await db.selectFrom(table).selectAll().where('created_at', '>=', sinceIso).orderBy('created_at').orderBy(engine.insertionOrder()).execute();
      return rows.map(withoutIdempotencyColumns);
    },
    async count(): Promise<number> {
      const { count } = await db.selectFrom(table).select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}

export type RecordTable<Field extends string> = ReturnType<typeof createRecordTable<Field>>;
