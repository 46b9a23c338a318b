import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { DATABASE_FILE_NAME } from '../../../server/storage/database';
import { testEngine } from './test-database';
import type { TestApp } from './test-app';

/** Runs statements as someone with plain SQL access to the app's database would: its own connection, read-write. */
export async function runSql(server: TestApp, statement: string): Promise<void> {
  if (testEngine === 'sqlite') {
    const db = new Database(path.join(server.dataDir, DATABASE_FILE_NAME));
    try {
      db.exec(statement);
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: server.storageEnv.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
