import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openPostgresEngine } from '../../server/storage/engines/postgres-engine';
import type { StorageEngine } from '../../server/storage/engines/storage-engine';
import { createGroupCommit } from '../../server/storage/group-commit';
import { insertOnce, type SavedRecord } from '../../server/storage/insert-once';
import type { Schema } from '../../server/storage/schema';
import { validCallback, validDoctorFields } from './support/fixtures';
import { REUSED_KEY_ANSWER, expectOneAnswer, newKey, sendAtOnce } from './support/idempotency';
import { createTestDatabase, type TestDatabase } from './support/postgres-test-database';
import { TEST_FIELD_KEYS } from './support/test-database';
import { TEST_JWT_SECRET } from './support/test-app';
import { fieldParts, jpegFile, multipartBody, pngFile } from './support/uploads';

let database: TestDatabase;
let reader: pg.Client;
const dataDirs: string[] = [];
let instances: FastifyInstance[];

/** Stateless instances: each its own data dir, all on one database with the same secrets. */
async function startInstance(): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'healvia-idempotency-'));
  dataDirs.push(dataDir);
  const limits = { rateLimit: { max: 10_000, windowMs: 60_000 } };
  return buildApp({ dataDir, databaseUrl: database.url, jwtSecret: TEST_JWT_SECRET, fieldKeys: TEST_FIELD_KEYS, ...limits });
}

beforeAll(async () => {
  database = await createTestDatabase();
  reader = new pg.Client({ connectionString: database.url });
  await reader.connect();
  instances = [await startInstance(), await startInstance()];
});
afterAll(async () => {
  for (const app of instances) await app.close();
  await reader.end();
  await database.drop();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
});

const count = async (table: string, where = 'TRUE') => Number((await reader.query(`SELECT count(*) AS count FROM ${table} WHERE ${where}`)).rows[0].count);
const postCallback = (app: FastifyInstance, body: unknown, key: string) =>
  app.inject({ method: 'POST', url: '/api/callbacks', payload: JSON.stringify(body), headers: { 'content-type': 'application/json', 'idempotency-key': key } });

describe('one Idempotency-Key sent to two instances sharing PostgreSQL', () => {
  it('answers 50 concurrent sends alike, from one stored row, whichever instance each reached', async () => {
    const key = newKey();

    const answers = await sendAtOnce(50, (attempt) => postCallback(instances[attempt % 2]!, validCallback(), key));

    const id = expectOneAnswer(answers, { message: 'Submitted Successfully!' });
    expect((await reader.query('SELECT id FROM callbacks WHERE idempotency_key = $1', [key])).rows).toEqual([{ id }]);
  });

  it('refuses on one instance the key the other stored for a different request', async () => {
    const key = newKey();
    expect((await postCallback(instances[0]!, validCallback(), key)).statusCode).toBe(201);

    const reused = await postCallback(instances[1]!, { phone: '+919811112222' }, key);

    expect([reused.statusCode, reused.json()]).toEqual([422, REUSED_KEY_ANSWER]);
    expect(await count('callbacks', `idempotency_key = '${key}'`)).toBe(1);
  });

  it('stores one doctor with its three documents from 10 concurrent sends to both instances', async () => {
    const key = newKey();
    const { payload, headers } = await multipartBody([
      ...fieldParts(validDoctorFields()),
      ['profilePhoto', pngFile()],
      ['medicalRegistrationCertificate', jpegFile()],
      ['governmentID', jpegFile()],
    ]);

    const answers = await sendAtOnce(10, (attempt) =>
      instances[attempt % 2]!.inject({ method: 'POST', url: '/api/doctors', payload, headers: { ...headers, 'idempotency-key': key } }),
    );

    const id = expectOneAnswer(answers, { message: 'Submitted Successfully!' });
    expect(await count('doctors')).toBe(1);
    expect(await count('documents', `owner_id = '${id}'`)).toBe(3);
    expect(await count('document_contents')).toBe(3);
  });
});

describe('two batches inserting the same keys in opposite orders', () => {
  let engine: StorageEngine;
  beforeAll(async () => {
    engine = await openPostgresEngine(database.url, { onIdleConnectionError: (error) => expect.fail(error.message) });
  });
  afterAll(() => engine.close());

  it('deadlock once, and the losing batch runs again instead of failing a request', async () => {
    const [first, second] = [newKey(), newKey()];
    let holding = 0;
    let release = () => {};
    const bothHoldOneKey = new Promise<void>((resolve) => (release = resolve));
    const insert = (trx: Transaction<Schema>, key: string) => insertOnce(trx, 'callbacks', { id: randomUUID(), phone: '+919876543210' }, { key, fingerprint: 'same' });
    /** Takes the key, then waits until the other batch holds its own: each then needs the other's. */
    const takeThenWait = (key: string) => async (trx: Transaction<Schema>) => {
      const saved = await insert(trx, key);
      if ((holding += 1) === 2) release();
      await bothHoldOneKey;
      return saved;
    };
    const batchOf = (a: string, b: string) => {
      const group = createGroupCommit(engine.db, { concurrency: 1, isTransientConflict: engine.isTransientConflict });
      return [group.submit(takeThenWait(a)), group.submit((trx) => insert(trx, b))];
    };

    const saved: SavedRecord[] = await Promise.all([...batchOf(first, second), ...batchOf(second, first)]);

    expect(saved.filter((record) => record.earlier)).toHaveLength(2);
    expect(new Set(saved.map((record) => record.id)).size).toBe(2);
    expect(await count('callbacks', `idempotency_key IN ('${first}', '${second}')`)).toBe(2);
  });
});
