import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadDueAt } from '@/features/staff/api/lead-targets';
import type { LeadKind } from '@/features/staff/api/lead-status';
import { createTestDatabase, type TestDatabase } from './support/postgres-test-database';
import { testEngine } from './support/test-database';

const INBOX_MIGRATION = testEngine === 'postgres' ? '004-lead-inbox.sql' : '006-lead-inbox.sql';
const MIGRATIONS_DIR = path.resolve(`server/migrations/${testEngine}`);

/** India time as the ISO UTC text the tables store. */
const ist = (local: string) => new Date(`${local}+05:30`).toISOString();

type Arrival = { id: string; kind: LeadKind; createdAt: string; phone: string; email: string | null };

// Out of order on purpose: the backfill numbers them by arrival time.
const ARRIVALS: Arrival[] = [
  { id: 'contact-evening', kind: 'contact', createdAt: ist('2026-01-31T21:00:00.000'), phone: '9876500003', email: ' Asha.Rao@Example.COM ' },
  { id: 'callback-night', kind: 'callback', createdAt: ist('2026-01-31T23:10:00.250'), phone: '+919876500001', email: null },
  { id: 'callback-closing', kind: 'callback', createdAt: ist('2026-01-31T19:50:00.000'), phone: '+14155552671', email: null },
  { id: 'appointment-day', kind: 'appointment', createdAt: ist('2026-01-31T10:00:00.123'), phone: '+919876500002', email: 'ravi@example.com' },
  { id: 'appointment-at-close', kind: 'appointment', createdAt: ist('2026-01-31T20:00:00.000'), phone: '+919876500002', email: 'ravi@example.com' },
  { id: 'contact-midnight', kind: 'contact', createdAt: '2026-01-31T18:31:00.000Z', phone: '9876500004', email: 'meera@example.com' },
];

const sqlText = (value: string | null) => (value === null ? 'NULL' : `'${value.replace(/'/g, "''")}'`);

function insertStatements(): string {
  return ARRIVALS.map(({ id, kind, createdAt, phone, email }) => {
    if (kind === 'callback') return `INSERT INTO callbacks (id, phone, created_at) VALUES (${sqlText(id)}, ${sqlText(phone)}, ${sqlText(createdAt)});`;
    if (kind === 'contact') return `INSERT INTO contacts (id, name, email, phone, created_at) VALUES (${sqlText(id)}, 'A name', ${sqlText(email)}, ${sqlText(phone)}, ${sqlText(createdAt)});`;
    return `INSERT INTO appointments (id, full_name, email, phone, preferred_date, preferred_time, department, created_at)
      VALUES (${sqlText(id)}, 'A name', ${sqlText(email)}, ${sqlText(phone)}, '2026-02-02', '9:00 AM - 10:00 AM', 'Cardiology', ${sqlText(createdAt)});`;
  }).join('\n');
}

const migrationsBefore = () =>
  readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql') && file < INBOX_MIGRATION)
    .sort()
    .map((file) => readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
const inboxMigration = () => readFileSync(path.join(MIGRATIONS_DIR, INBOX_MIGRATION), 'utf8');

type LeadRow = { seq: number; id: string; kind: string; received_at: string; due_at: string; status: string; phone_key: string | null; email_key: string | null; version: number; updated_at: string };

let rows: LeadRow[];
let database: TestDatabase | undefined;
/** What each engine answered to a lead closed without a closing time, and to one reopened that keeps it. */
let refusals: string[] = [];
const INCONSISTENT = [`UPDATE leads SET status = 'booked' WHERE id = 'callback-night'`, `UPDATE leads SET closed_at = '2026-02-01T00:00:00.000Z' WHERE id = 'callback-night'`];
const CONSISTENT = `UPDATE leads SET status = 'junk', closed_at = '2026-02-01T00:00:00.000Z' WHERE id = 'contact-evening'`;

async function migrateOnPostgres(): Promise<LeadRow[]> {
  database = await createTestDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    for (const migration of migrationsBefore()) await client.query(migration);
    await client.query(insertStatements());
    await client.query(inboxMigration());
    for (const statement of INCONSISTENT) refusals.push(await client.query(statement).then(() => 'stored', (error: Error) => error.message));
    await client.query(CONSISTENT);
    const result = await client.query<LeadRow>('SELECT * FROM leads ORDER BY seq');
    return result.rows.map((row) => ({ ...row, seq: Number(row.seq) }));
  } finally {
    await client.end();
  }
}

function migrateOnSqlite(): LeadRow[] {
  const db = new Database(':memory:');
  try {
    for (const migration of migrationsBefore()) db.exec(migration);
    db.exec(insertStatements());
    db.exec(inboxMigration());
    refusals = INCONSISTENT.map((statement) => {
      try {
        db.exec(statement);
        return 'stored';
      } catch (error) {
        return (error as Error).message;
      }
    });
    db.exec(CONSISTENT);
    return db.prepare('SELECT * FROM leads ORDER BY seq').all() as LeadRow[];
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  rows = testEngine === 'postgres' ? await migrateOnPostgres() : migrateOnSqlite();
});
afterAll(async () => database?.drop());

describe(`migration ${INBOX_MIGRATION}: an inbox row for every lead stored before`, () => {
  it('numbers the existing appointments, callbacks and contacts in arrival order, all new', () => {
    const expected = [...ARRIVALS].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    expect(rows.map((row) => [row.id, row.kind, row.received_at])).toEqual(expected.map((arrival) => [arrival.id, arrival.kind, arrival.createdAt]));
    expect(rows.map((row) => row.seq)).toEqual(expected.map((_, index) => index + 1));
    const untouched = rows.filter((row) => row.id !== 'contact-evening');
    expect(untouched.every((row) => row.status === 'new' && row.version === 1 && row.updated_at === row.received_at)).toBe(true);
  });

  it('gives each the due time the shared target function gives, to the millisecond', () => {
    for (const arrival of ARRIVALS) {
      const row = rows.find((candidate) => candidate.id === arrival.id)!;
      expect(row.due_at, arrival.id).toBe(leadDueAt(arrival.createdAt, arrival.kind));
    }
    expect(rows.find((row) => row.id === 'callback-night')!.due_at).toBe(ist('2026-02-01T08:30:00.000'));
  });

  it('keys phones by their last ten digits and e-mails trimmed and lower-cased', () => {
    const keys = Object.fromEntries(rows.map((row) => [row.id, [row.phone_key, row.email_key]]));
    expect(keys).toEqual({
      'contact-evening': ['9876500003', 'asha.rao@example.com'],
      'callback-night': ['9876500001', null],
      'callback-closing': ['4155552671', null],
      'appointment-day': ['9876500002', 'ravi@example.com'],
      'appointment-at-close': ['9876500002', 'ravi@example.com'],
      'contact-midnight': ['9876500004', 'meera@example.com'],
    });
  });

  it('keeps closed_at set exactly while a lead is closed', () => {
    expect(refusals).toHaveLength(2);
    for (const refusal of refusals) expect(refusal).toMatch(/CHECK constraint failed|violates check constraint/);
    expect(rows.find((row) => row.id === 'contact-evening')!.status).toBe('junk');
  });
});
