import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgresEngine } from '../../server/storage/engines/postgres-engine';
import type { StorageEngine } from '../../server/storage/engines/storage-engine';
import { checkStorageReadiness } from '../../server/storage/readiness';
import { createTestDatabase, type TestDatabase } from './support/postgres-test-database';

let dataDir: string;
let database: TestDatabase;
let engine: StorageEngine;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'healvia-readiness-timeout-'));
  database = await createTestDatabase();
  engine = await openPostgresEngine(database.url, { onIdleConnectionError: (error) => expect.fail(error.message) });
});
afterAll(async () => {
  await engine.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('counts a database that holds the readiness query past the timeout as not ready', async () => {
  const locker = new pg.Client({ connectionString: database.url });
  await locker.connect();
  try {
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE schema_migrations IN ACCESS EXCLUSIVE MODE');
    expect(await checkStorageReadiness(engine, 300)).toEqual({ ready: false, reason: 'The database did not answer within 300 ms' });
    await locker.query('ROLLBACK');
    expect(await checkStorageReadiness(engine, 300)).toEqual({ ready: true });
  } finally {
    await locker.end();
  }
});
