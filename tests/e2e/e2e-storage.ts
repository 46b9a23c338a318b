import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { test } from '@playwright/test';
import { DATABASE_FILE_NAME } from '../../server/storage/database';
import { e2eDataDir, e2ePostgresKeys, type E2eStorage } from '../../playwright.config';

/** The storage of the server the running test's project talks to (playwright.config.ts, each project's metadata). */
export function e2eStorage(): E2eStorage {
  const storage = (test.info().project.metadata as { storage?: E2eStorage }).storage;
  return storage ?? { dataDir: e2eDataDir };
}

/**
 * What a command on the server (`npm run staff`) needs to reach that storage: its data dir, and on PostgreSQL the
 * database and the keys the servers share. A DATABASE_URL of the developer's shell never leaks into the SQLite run.
 */
export function storageEnv(): NodeJS.ProcessEnv {
  const { dataDir, databaseUrl } = e2eStorage();
  return { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', ...(databaseUrl && e2ePostgresKeys) };
}

export type SqlRow = Record<string, unknown>;

/**
 * One statement on the database the server uses, as someone with plain SQL access to it would: a connection of its
 * own, read-write. Parameters are `?` (numbered for PostgreSQL here); answers the rows.
 */
export async function runSql(statement: string, parameters: unknown[] = []): Promise<SqlRow[]> {
  const { dataDir, databaseUrl } = e2eStorage();
  if (!databaseUrl) {
    const db = new Database(path.join(dataDir, DATABASE_FILE_NAME), { fileMustExist: true, timeout: 10_000 });
    try {
      const prepared = db.prepare(statement);
      return prepared.reader ? (prepared.all(...parameters) as SqlRow[]) : (prepared.run(...parameters), []);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let index = 0;
    const { rows } = await client.query<SqlRow>(statement.replace(/\?/g, () => `$${++index}`), parameters);
    return rows;
  } finally {
    await client.end();
  }
}
