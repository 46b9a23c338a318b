import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresEngine } from '../../server/storage/engines/postgres-engine';
import { openSqliteEngine } from '../../server/storage/engines/sqlite-engine';
import type { StorageEngine } from '../../server/storage/engines/storage-engine';
import { createGroupCommit, type GroupCommit } from '../../server/storage/group-commit';
import type { Schema } from '../../server/storage/schema';
import { createTestDatabase, type TestDatabase } from './support/postgres-test-database';
import { testEngine } from './support/test-database';

let dataDir: string;
let database: TestDatabase | undefined;
let engine: StorageEngine;
let groupCommit: GroupCommit;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'healvia-group-commit-'));
  if (testEngine === 'postgres') {
    database = await createTestDatabase();
    engine = await openPostgresEngine(database.url, { onIdleConnectionError: (error) => expect.fail(error.message) });
  } else {
    engine = openSqliteEngine(dataDir, path.join(dataDir, 'uploads'));
  }
  groupCommit = createGroupCommit(engine.db, { concurrency: engine.writeConcurrency });
});
afterAll(async () => {
  await engine.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const storedPhones = async () => (await engine.db.selectFrom('callbacks').select('phone').orderBy('phone').execute()).map((row) => String(row.phone));

/** Inserts one callback and reports which transaction carried it. */
function insertCallback(phone: string, transactions: Set<Transaction<Schema>>) {
  return groupCommit.submit(async (trx) => {
    transactions.add(trx);
    await trx.insertInto('callbacks').values({ id: `id-${phone}`, phone }).execute();
    return phone;
  });
}

describe(`group commit (${testEngine})`, () => {
  it('writes requests that arrive together in far fewer transactions than requests, and stores every one', async () => {
    const transactions = new Set<Transaction<Schema>>();
    const phones = Array.from({ length: 200 }, (_, index) => `+9198765${String(index).padStart(5, '0')}`);

    const acknowledged = await Promise.all(phones.map((phone) => insertCallback(phone, transactions)));

    expect(acknowledged).toEqual(phones);
    expect(transactions.size).toBeLessThanOrEqual(engine.writeConcurrency * 2);
    expect((await storedPhones()).filter((phone) => phones.includes(phone))).toHaveLength(200);
  });

  it('rejects only the record that fails; its neighbours in the same batch are stored and acknowledged', async () => {
    const transactions = new Set<Transaction<Schema>>();
    const before = ['+919000000001', '+919000000002'].map((phone) => insertCallback(phone, transactions));
    // Same id as a row already stored: a primary-key violation inside the shared transaction.
    const duplicate = groupCommit.submit((trx) => trx.insertInto('callbacks').values({ id: 'id-+919000000001', phone: 'duplicate' }).execute());
    const after = ['+919000000003', '+919000000004'].map((phone) => insertCallback(phone, transactions));

    const settled = await Promise.allSettled([...before, duplicate, ...after]);

    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(engine.isUniqueViolation((settled[2] as PromiseRejectedResult).reason)).toBe(true);
    const stored = await storedPhones();
    expect(stored.filter((phone) => phone.startsWith('+919000'))).toEqual(['+919000000001', '+919000000002', '+919000000003', '+919000000004']);
    expect(stored).not.toContain('duplicate');
  });

  it('runs a unit that lost a deadlock again, with its neighbours, instead of failing its request', async () => {
    const deadlock = new Error('deadlock detected');
    const retrying = createGroupCommit(engine.db, { concurrency: 1, isTransientConflict: (error) => error === deadlock });
    let runs = 0;
    const insert = (phone: string) => retrying.submit((trx) => trx.insertInto('callbacks').values({ id: `id-${phone}`, phone }).execute());
    const losing = retrying.submit(async (trx) => {
      runs += 1;
      if (runs === 1) throw deadlock;
      await trx.insertInto('callbacks').values({ id: 'id-+919300000002', phone: '+919300000002' }).execute();
      return runs;
    });

    const settled = await Promise.allSettled([insert('+919300000001'), losing, insert('+919300000003')]);

    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(await losing).toBe(2);
    expect((await storedPhones()).filter((phone) => phone.startsWith('+919300'))).toEqual(['+919300000001', '+919300000002', '+919300000003']);
  });

  it('answers a lone request at once, without waiting for company', async () => {
    const transactions = new Set<Transaction<Schema>>();
    await expect(insertCallback('+919111111111', transactions)).resolves.toBe('+919111111111');
    expect(transactions.size).toBe(1);
  });
});
