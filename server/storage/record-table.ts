import { randomUUID } from 'node:crypto';
import type { Db } from './database';

type SqlValue = string | number | null;
export type ExportRow = Record<string, unknown>;

/** How SQLite stores a validated value: booleans as 0/1, lists as JSON, blanks as NULL. */
export function toSqlValue(value: unknown): SqlValue {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' || typeof value === 'number') return value;
  return JSON.stringify(value);
}

/**
 * One table of submitted records. `columns` maps each field of the validated request to its column,
 * so the INSERT is written once here and every record kind shares it.
 */
export function createRecordTable<Field extends string>(db: Db, table: string, columns: Record<Field, string>) {
  const fields = Object.keys(columns) as Field[];
  const insertStatement = db.prepare(
    `INSERT INTO ${table} (id, ${fields.map((field) => columns[field]).join(', ')})
     VALUES (@id, ${fields.map((field) => `@${field}`).join(', ')})`,
  );
  const listStatement = db.prepare(`SELECT * FROM ${table} WHERE created_at >= ? ORDER BY created_at, rowid`);
  const countStatement = db.prepare(`SELECT count(*) FROM ${table}`).pluck();

  return {
    /** Inserts one record and returns its new id. Callers wanting atomicity wrap this in db.transaction. */
    insert(record: Partial<Record<Field, unknown>>): string {
      const id = randomUUID();
      const values: Record<string, SqlValue> = { id };
      for (const field of fields) values[field] = toSqlValue(record[field]);
      insertStatement.run(values);
      return id;
    },
    /** Records created at or after `sinceIso` (ISO 8601 UTC), oldest first. */
    listSince(sinceIso = ''): ExportRow[] {
      return listStatement.all(sinceIso) as ExportRow[];
    },
    count(): number {
      return countStatement.get() as number;
    },
  };
}
