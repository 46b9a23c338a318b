// API throughput on loopback with autocannon, plus the floors that make the figures comparable on a shared
// machine: a bare node:http server under the same load, and raw durable inserts into SQLite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { formHeaders, mobileNumber, newAddress } from './form-tokens.mjs';

/** Today plus a week, in India: the server refuses a preferred date before today there. */
function dateInAWeekInIndia() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7);
  return date.toISOString().slice(0, 10);
}

export function endpoints() {
  return [
    { name: 'callbacks', path: '/api/callbacks', form: 'callback', table: 'callbacks', body: { phone: '+919876543210' } },
    {
      name: 'appointments',
      path: '/api/appointments',
      form: 'appointment',
      table: 'appointments',
      body: {
        fullName: 'Asha Verma',
        email: 'asha.verma@example.in',
        phone: '+919876543210',
        preferredDate: dateInAWeekInIndia(),
        preferredTime: '10:00 AM - 11:00 AM',
        department: 'Cardiology',
      },
    },
  ];
}

/**
 * Each lead as a visitor's form sends it (form-tokens.mjs): a token of its own from `tokens` (fetched beforehand,
 * so past the hurried window), its own address and its own phone number. When the tokens run out, leads go
 * without one (stored all the same, in quarantine) and are counted.
 */
function asVisitors(body, tokens) {
  let next = 0;
  const counts = { withoutToken: 0 };
  const setupRequest = (request) => {
    const index = next++;
    const token = tokens[index];
    if (token === undefined) counts.withoutToken += 1;
    const address = newAddress();
    const headers = { ...request.headers, ...(token === undefined ? { 'x-forwarded-for': address } : formHeaders(token, address)) };
    return { ...request, headers, body: JSON.stringify({ ...body, phone: mobileNumber(index) }) };
  };
  return { setupRequest, counts };
}

/**
 * POSTs `body` for `seconds` at `connections` (as visitors with form tokens when `tokens` is given). The ids the
 * server acknowledges are kept so the rows can be checked one by one: autocannon drops requests still in flight
 * at the deadline, which the server may already have stored, so a plain count comparison would be off by up to
 * `connections`.
 */
export async function load(baseUrl, { path: urlPath, body }, { seconds, connections, tokens }) {
  const acknowledgedIds = [];
  const visitors = tokens ? asVisitors(body, tokens) : undefined;
  const result = await autocannon({
    url: new URL(urlPath, baseUrl).href,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: urlPath,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        ...(visitors ? { setupRequest: visitors.setupRequest } : {}),
        onResponse: (status, responseBody) => {
          if (status >= 200 && status < 300) acknowledgedIds.push(JSON.parse(responseBody).id);
        },
      },
    ],
  });
  return {
    ok2xx: result['2xx'],
    requestsPerSecond: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds: result.duration,
    ...(visitors ? { tokensFetched: tokens.length, sentWithoutToken: visitors.counts.withoutToken } : {}),
    acknowledgedIds,
  };
}

/** The ids in `table` of a SQLite database file (read-only; the server is stopped first). */
export function sqliteStoredIds(databaseFile, table) {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return new Set(db.prepare(`SELECT id FROM ${table}`).pluck().all());
  } finally {
    db.close();
  }
}

/** The ids in `table` of a PostgreSQL database. */
export async function postgresStoredIds(url, table) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT id FROM ${table}`);
    return new Set(rows.map((row) => String(row.id)));
  } finally {
    await client.end();
  }
}

/** Compares the acknowledged ids with the ids stored. */
export function checkRows(stored, acknowledgedIds, connections) {
  const missing = acknowledgedIds.filter((id) => !stored.has(id)).length;
  const unacknowledged = stored.size - (acknowledgedIds.length - missing);
  return {
    acknowledged: acknowledgedIds.length,
    stored: stored.size,
    acknowledgedButMissing: missing,
    storedButUnacknowledged: unacknowledged,
    // Each connection has at most one request in flight when autocannon stops.
    consistent: missing === 0 && unacknowledged >= 0 && unacknowledged <= connections,
  };
}

/** Single-row durable transactions (WAL, synchronous=FULL, as the server's store) into a callbacks-shaped table. */
export function rawInsertRate(seconds) {
  const dir = mkdtempSync(path.join(tmpdir(), 'healvia-bench-sqlite-'));
  const db = new Database(path.join(dir, 'raw.sqlite'));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec('CREATE TABLE scratch (id TEXT PRIMARY KEY, phone TEXT NOT NULL, created_at TEXT NOT NULL) STRICT');
    const insert = db.prepare('INSERT INTO scratch (id, phone, created_at) VALUES (?, ?, ?)');
    const insertOne = db.transaction(() => insert.run(randomUUID(), '+919876543210', new Date().toISOString()));
    const started = performance.now();
    const deadline = started + seconds * 1000;
    let rows = 0;
    while (performance.now() < deadline) {
      insertOne();
      rows += 1;
    }
    const elapsed = (performance.now() - started) / 1000;
    return { rows, seconds: elapsed, rowsPerSecond: rows / elapsed };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Single-row autocommit inserts into a callbacks-shaped table from `connections` clients at once (durable:
 * fsync and synchronous_commit on), as the floor for the PostgreSQL engine with as many connections as its pool.
 */
export async function rawPostgresInsertRate(url, seconds, connections) {
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  await setup.query('CREATE TABLE IF NOT EXISTS scratch (id uuid PRIMARY KEY, phone text NOT NULL, created_at timestamptz NOT NULL)');
  await setup.end();
  const clients = Array.from({ length: connections }, () => new pg.Client({ connectionString: url }));
  await Promise.all(clients.map((client) => client.connect()));
  try {
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const counts = await Promise.all(
      clients.map(async (client) => {
        let rows = 0;
        while (performance.now() < deadline) {
          await client.query('INSERT INTO scratch (id, phone, created_at) VALUES ($1, $2, now())', [randomUUID(), '+919876543210']);
          rows += 1;
        }
        return rows;
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const rows = counts.reduce((total, count) => total + count, 0);
    return { rows, seconds: elapsed, connections, rowsPerSecond: rows / elapsed };
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}
