import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRequestSchema } from '@/features/leads/api/appointment-schema';
import { leadDueAt } from '@/features/staff/api/lead-targets';
import { createFieldCipher } from '../../server/security/field-cipher';
import { loadFieldKeyring } from '../../server/security/field-keys';
import type { StorageEngine } from '../../server/storage/engines/storage-engine';
import type { LeadArrival } from '../../server/storage/lead-inbox';
import { openStorage } from '../../server/storage/open-storage';
import { createStores, type Stores } from '../../server/storage/stores';
import { validAppointment, validCallback, validContact } from './support/fixtures';
import { openTestDatabase, TEST_FIELD_KEYS, testEngine, type TestDatabase } from './support/test-database';

let dataDir: string;
let database: TestDatabase;
let engine: StorageEngine;
let stores: Stores;
const inTransaction: { arrival: LeadArrival; recordVisible: boolean }[] = [];
const committed: LeadArrival[] = [];
let failNextHook = false;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'healvia-lead-inbox-'));
  database = await openTestDatabase(dataDir);
  engine = await openStorage({ dataDir, databaseUrl: database.url }, () => undefined);
  const cipher = createFieldCipher(loadFieldKeyring(dataDir, testEngine === 'postgres' ? TEST_FIELD_KEYS : { retired: [] }));
  stores = createStores(engine, cipher);
  stores.leadInbox.onArrival(async (trx, arrival) => {
    if (failNextHook) {
      failNextHook = false;
      throw new Error('the outbox is full');
    }
    const table = { appointment: 'appointments', callback: 'callbacks', contact: 'contacts' } as const;
    const record = await trx.selectFrom(table[arrival.kind]).select('id').where('id', '=', arrival.id).executeTakeFirst();
    inTransaction.push({ arrival, recordVisible: record !== undefined });
  });
  stores.leadInbox.onCommitted((arrival) => committed.push(arrival));
});
afterAll(async () => {
  await engine.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const leadRow = (id: string) => engine.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('a new appointment, callback or contact message files one inbox row in its own transaction', () => {
  it('stores the row with its arrival time, due time and search keys, and tells the hooks, then the listeners', async () => {
    const saved = await stores.contacts.add({ ...validContact(), email: '  Rohan@Example.COM ' });
    const row = await leadRow(saved.id);
    expect(row).toMatchObject({ kind: 'contact', status: 'new', outcome: null, assignee_staff_id: null, version: 1, phone_key: '9876543210', email_key: 'rohan@example.com' });
    expect(row.received_at).toBe(saved.createdAt);
    expect(row.due_at).toBe(leadDueAt(saved.createdAt!, 'contact'));
    expect(row.updated_at).toBe(row.received_at);

    const arrival = { id: saved.id, kind: 'contact', receivedAt: saved.createdAt, seq: Number(row.seq) };
    expect(inTransaction.at(-1)).toEqual({ arrival, recordVisible: true });
    expect(committed.at(-1)).toEqual(arrival);
  });

  it('numbers leads of every kind in arrival order', async () => {
    const first = await stores.callbacks.add(validCallback());
    const second = await stores.appointments.add(appointmentRequestSchema.parse(validAppointment()));
    const [a, b] = [await leadRow(first.id), await leadRow(second.id)];
    expect(Number(b.seq)).toBeGreaterThan(Number(a.seq));
    expect([a.kind, a.phone_key, a.email_key]).toEqual(['callback', '9876543210', null]);
    expect([b.kind, b.email_key]).toEqual(['appointment', 'asha.verma@example.in']);
  });

  it('adds nothing for an idempotent replay, and tells no one', async () => {
    const claim = { key: 'replayed-key-0001', fingerprint: 'f1' };
    const first = await stores.callbacks.add(validCallback(), claim);
    const heard = [inTransaction.length, committed.length];

    const replay = await stores.callbacks.add(validCallback(), claim);

    expect(replay.id).toBe(first.id);
    expect(replay.earlier).toBeDefined();
    expect((await engine.db.selectFrom('leads').select('seq').where('id', '=', first.id).execute()).length).toBe(1);
    expect([inTransaction.length, committed.length]).toEqual(heard);
  });

  it('stores neither the record nor its inbox row when a hook fails', async () => {
    const before = await engine.db.selectFrom('callbacks').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const leadsBefore = await engine.db.selectFrom('leads').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const heard = committed.length;
    failNextHook = true;

    await expect(stores.callbacks.add(validCallback())).rejects.toThrow('the outbox is full');

    const after = await engine.db.selectFrom('callbacks').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const leadsAfter = await engine.db.selectFrom('leads').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect([Number(after.n), Number(leadsAfter.n)]).toEqual([Number(before.n), Number(leadsBefore.n)]);
    expect(committed.length).toBe(heard);
  });
});
