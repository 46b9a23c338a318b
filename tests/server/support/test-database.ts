import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { FieldKeySettings } from '../../../server/security/field-keys';
import { DATABASE_FILE_NAME } from '../../../server/storage/database';
import { createTestDatabase } from './postgres-test-database';

/** The `server-postgres` vitest project runs the same files against PostgreSQL. */
export const testEngine: 'sqlite' | 'postgres' = process.env.HEALVIA_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

/** PostgreSQL mode refuses to generate a key per instance, so its tests bring one. */
export const TEST_FIELD_KEYS: FieldKeySettings = { current: { id: 'test-key', key: Buffer.alloc(32, 7) }, retired: [] };

type Row = Record<string, unknown>;

export type TestDatabase = {
  /** DATABASE_URL for the app; undefined for SQLite in the data dir. */
  url: string | undefined;
  query: (text: string) => Promise<Row[]>;
  /** `postgres:document_contents/<stored name>` for each upload kept in the database (PostgreSQL). */
  storedContentNames: () => Promise<string[]>;
  storedUpload: (storedName: string) => Promise<Buffer>;
  drop: () => Promise<void>;
};

function sqliteDatabase(dataDir: string): TestDatabase {
  const read = <T>(work: (db: Database.Database) => T): T => {
    const db = new Database(path.join(dataDir, DATABASE_FILE_NAME), { readonly: true, fileMustExist: true });
    try {
      return work(db);
    } finally {
      db.close();
    }
  };
  return {
    url: undefined,
    query: async (text) => read((db) => db.prepare(text).all() as Row[]),
    storedContentNames: async () => [],
    storedUpload: async (storedName) => readFileSync(path.join(dataDir, 'uploads', storedName)),
    drop: async () => undefined,
  };
}

async function postgresDatabase(): Promise<TestDatabase> {
  const { url, drop } = await createTestDatabase();
  // One connection kept open for the checks: a new connection per query (a forked backend each) made the
  // hostile sweep, which counts rows before and after every case, eleven times slower than on SQLite.
  // A Client, not a Pool: `Pool.end()` resolves before its sockets close, so the forced DROP that follows
  // could terminate one mid-close and surface as an uncaught 57P01; `Client.end()` waits for the close.
  const reader = new pg.Client({ connectionString: url });
  await reader.connect();
  const query = async (text: string) => (await reader.query<Row>(text)).rows;
  return {
    url,
    query,
    storedContentNames: async () =>
      (await query('SELECT d.stored_name FROM document_contents c JOIN documents d ON d.id = c.document_id')).map((row) => `postgres:document_contents/${String(row.stored_name)}`),
    async storedUpload(storedName) {
      const [row] = await query(`SELECT c.content FROM document_contents c JOIN documents d ON d.id = c.document_id WHERE d.stored_name = '${storedName.replace(/'/g, "''")}'`);
      if (!row) throw new Error(`no stored upload named ${storedName}`);
      return row.content as Buffer;
    },
    async drop() {
      await reader.end();
      await drop();
    },
  };
}

export function openTestDatabase(dataDir: string): Promise<TestDatabase> {
  return testEngine === 'postgres' ? postgresDatabase() : Promise.resolve(sqliteDatabase(dataDir));
}
