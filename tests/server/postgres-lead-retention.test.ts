import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { LEAD_RETENTION_LOCK_KEY } from '../../server/storage/lead-retention';
import { createTestDatabase, type TestDatabase } from './support/postgres-test-database';
import { TEST_FIELD_KEYS } from './support/test-database';
import { TEST_JWT_SECRET } from './support/test-app';

const opened: { apps: { app: FastifyInstance; dataDir: string }[]; clients: pg.Client[]; databases: TestDatabase[] } = { apps: [], clients: [], databases: [] };

afterEach(async () => {
  for (const client of opened.clients.splice(0)) await client.end();
  for (const { app, dataDir } of opened.apps.splice(0)) {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  for (const database of opened.databases.splice(0)) await database.drop();
});

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  opened.clients.push(client);
  return client;
}

/** One instance: its own data dir, the shared database and secrets. */
async function startInstance(databaseUrl: string): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'healvia-retention-'));
  const app = await buildApp({ dataDir, databaseUrl, jwtSecret: TEST_JWT_SECRET, fieldKeys: TEST_FIELD_KEYS });
  opened.apps.push({ app, dataDir });
  return app;
}

/** Two instances on a fresh database holding `count` callbacks, junked on 2 January 2025. */
async function instancesWithClosedLeads(count: number) {
  const database = await createTestDatabase();
  opened.databases.push(database);
  const apps = [await startInstance(database.url), await startInstance(database.url)] as const;
  const sql = await connect(database.url);
  await sql.query(
    `INSERT INTO callbacks (id, phone, created_at) SELECT 'cb-' || i, '+91987650' || lpad(i::text, 4, '0'), '2025-01-01T10:00:00.000Z' FROM generate_series(1, $1) AS i`,
    [count],
  );
  await sql.query(
    `INSERT INTO leads (id, kind, received_at, due_at, status, phone_key, updated_at, closed_at)
     SELECT 'cb-' || i, 'callback', '2025-01-01T10:00:00.000Z', '2025-01-01T10:30:00.000Z', 'junk', '87650' || lpad(i::text, 4, '0'), '2025-01-02T00:00:00.000Z', '2025-01-02T00:00:00.000Z'
     FROM generate_series(1, $1) AS i`,
    [count],
  );
  return { apps, sql, url: database.url };
}

const countOf = async (sql: pg.Client, text: string) => Number((await sql.query<{ count: string }>(text)).rows[0]!.count);

describe('lead retention on several instances sharing PostgreSQL', () => {
  it('leaves the work to the instance holding the lock, without waiting for it', async () => {
    const { apps, sql, url } = await instancesWithClosedLeads(3);
    const holder = await connect(url);
    await holder.query('BEGIN');
    await holder.query('SELECT pg_advisory_xact_lock($1)', [LEAD_RETENTION_LOCK_KEY]);

    expect(await apps[0].leadRetention.runNow()).toMatchObject({ erased: 0, locked: true });
    expect(await countOf(sql, 'SELECT count(*) FROM callbacks')).toBe(3);

    await holder.query('COMMIT');
    expect(await apps[0].leadRetention.runNow()).toMatchObject({ erased: 3, locked: false });
    expect(await countOf(sql, 'SELECT count(*) FROM callbacks')).toBe(0);
  });

  it('erases each lead once when both instances run the job at the same moment', async () => {
    const { apps, sql } = await instancesWithClosedLeads(450);

    const runs = await Promise.all([apps[0].leadRetention.runNow(), apps[1].leadRetention.runNow()]);

    expect(runs[0]!.erased + runs[1]!.erased).toBe(450);
    expect(await countOf(sql, 'SELECT count(*) FROM callbacks')).toBe(0);
    expect(await countOf(sql, "SELECT count(DISTINCT target) AS count FROM audit_log WHERE action = 'lead.erase'")).toBe(450);
    expect(await countOf(sql, "SELECT count(*) FROM audit_log WHERE action = 'lead.erase'")).toBe(450);
    expect((await sql.query('SELECT received_on, kind, status, erased FROM lead_retention_counts')).rows).toEqual([
      { received_on: '2025-01-01', kind: 'callback', status: 'junk', erased: '450' },
    ]);
    expect(await countOf(sql, 'SELECT count(*) FROM leads WHERE erased_at IS NOT NULL AND phone_key IS NULL')).toBe(450);
  });
});
