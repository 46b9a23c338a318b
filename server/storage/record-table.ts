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
 * A further write in the transaction of a record `insert` has just stored (never on an idempotent replay,
 * where an earlier request's record is returned). What it returns runs once that transaction has committed.
 */
export type AfterInsert = (trx: Transaction<Schema>, inserted: { id: string; createdAt: string; row: Record<string, SqlValue> }) => Promise<(() => void) | undefined>;

/**
 * One table of submitted records. `columns` maps each field of the validated request to its column,
 * so the insert is written once here and every record kind and both engines share it.
 */
export function createRecordTable<Field extends string>(
  { engine, groupCommit }: StoreContext,
  table: RecordTableName,
  columns: Record<Field, string>,
  afterInsert?: AfterInsert,
) {
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
    /**
     * Queues one record for the next group commit; resolves once that has committed (with an earlier record for a
     * reused key). `after` replaces the table's after-insert step for this record (a lead screened by the bot signals).
     */
    async insert(record: Partial<Record<Field, unknown>>, claim?: IdempotencyClaim, after: AfterInsert | undefined = afterInsert): Promise<SavedRecord> {
      const row = toRow(record, randomUUID());
      const { saved, onCommitted } = await groupCommit.submit(async (trx) => {
        const stored = await insertOnce(trx, table, row, claim);
        const isNew = stored.createdAt !== undefined && !stored.earlier;
        return { saved: stored, onCommitted: after && isNew ? await after(trx, { id: stored.id, createdAt: stored.createdAt!, row }) : undefined };
      });
      onCommitted?.();
      return saved;
    },
    /** Inserts inside a transaction the caller holds (a record written together with its documents); without `afterInsert`. */
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
