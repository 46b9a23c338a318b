import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { DATABASE_FILE_NAME } from '../../../server/storage/database';
import type { TestApp } from './test-app';

/**
 * Runs statements on a test app's database through a connection of its own, on either engine: a test sets up
 * states (a lead closed long ago) that would otherwise take months of the app's own calls.
 */
export async function writeSql(server: Pick<TestApp, 'dataDir' | 'storageEnv'>, text: string): Promise<void> {
  const url = server.storageEnv.DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
    return;
  }
  const db = new Database(path.join(server.dataDir, DATABASE_FILE_NAME));
  try {
    db.pragma('busy_timeout = 5000');
    db.exec(text);
  } finally {
    db.close();
  }
}

/** A value as an SQL string literal. */
export const sqlText = (value: string): string => `'${value.replaceAll("'", "''")}'`;
