// A million leads for the inbox bench, written by the database itself in one statement per table (a recursive
// CTE on SQLite, generate_series on PostgreSQL). Two years of arrivals, half callbacks, 30 % appointments,
// 20 % contact messages; the last 10,000 still being worked (new, attempted, contacted; new ones unassigned),
// the older ones mostly closed by one of 20 agents; about 200,000 distinct phone numbers, 5 leads each.
import Database from 'better-sqlite3';
import pg from 'pg';

export const BENCH_AGENTS = 20;
export const RECENT = 10_000;
const SPAN_SECONDS = 730 * 24 * 60 * 60;
const DISTINCT_PHONES = 200_000;

/** The phone (last 10 digits) of lead `i`, as the seed writes it: a search for it finds about five leads. */
export const benchPhoneOf = (i) => `9${String((i * 7919) % DISTINCT_PHONES).padStart(9, '0')}`;

/** The e-mail of lead `i` (an appointment or a contact message: i % 10 ≥ 5). */
export const benchEmailOf = (i) => `person${(i * 7919) % DISTINCT_PHONES}@example.com`;

/** A seeded appointment, a third of the way down whatever the count: the searches look for its phone and e-mail. */
export const benchProbeOf = (count) => 10 * Math.floor(count / 30) + 5;

/**
 * The SQL both engines share, given each engine's text for "lead i's arrival" (ISO UTC), "that plus n minutes",
 * and the numbers table. Every expression is plain arithmetic on `i`, so both engines write the same leads.
 */
function statements({ numbers, at, plusMinutes, concat }) {
  const phone = `'9' || ${concat.pad(`(i * 7919) % ${DISTINCT_PHONES}`)}`;
  const email = `'person' || ((i * 7919) % ${DISTINCT_PHONES}) || '@example.com'`;
  const kind = `CASE WHEN i % 10 < 5 THEN 'callback' WHEN i % 10 < 8 THEN 'appointment' ELSE 'contact' END`;
  const recent = `i > ${concat.count} - ${RECENT}`;
  const status = `CASE WHEN ${recent} THEN (CASE WHEN i % 10 IN (0, 1, 2, 5) THEN 'new' WHEN i % 10 IN (3, 6, 8) THEN 'attempted' ELSE 'contacted' END)
    ELSE (CASE WHEN (i * 31) % 100 < 30 THEN 'booked' WHEN (i * 31) % 100 < 70 THEN 'not_interested' WHEN (i * 31) % 100 < 90 THEN 'junk'
      WHEN (i * 31) % 100 < 95 THEN 'attempted' ELSE 'contacted' END) END`;
  return [
    `INSERT INTO staff (id, email, role) SELECT 'bench-agent-' || i, 'bench-agent-' || i || '@healvia.example', 'agent' FROM ${numbers} WHERE i <= ${BENCH_AGENTS}`,
    `INSERT INTO callbacks (id, phone, created_at) SELECT 'bench-lead-' || i, '+91' || ${phone}, ${at} FROM ${numbers} WHERE i % 10 < 5`,
    `INSERT INTO appointments (id, full_name, email, phone, preferred_date, preferred_time, department, created_at)
      SELECT 'bench-lead-' || i, 'Bench Person ' || i, ${email}, '+91' || ${phone}, '2026-01-31', '9:00 AM - 10:00 AM', 'Cardiology', ${at}
      FROM ${numbers} WHERE i % 10 >= 5 AND i % 10 < 8`,
    `INSERT INTO contacts (id, name, email, phone, message, created_at)
      SELECT 'bench-lead-' || i, 'Bench Person ' || i, ${email}, ${phone}, 'A question', ${at} FROM ${numbers} WHERE i % 10 >= 8`,
    `INSERT INTO leads (id, kind, received_at, due_at, status, outcome, assignee_staff_id, phone_key, email_key, updated_at, closed_at)
      SELECT id, kind, received_at, ${plusMinutes('received_at_time', 'CASE kind WHEN \'callback\' THEN 30 WHEN \'appointment\' THEN 120 ELSE 720 END')}, status,
        CASE WHEN status = 'attempted' THEN 'no_answer' END,
        CASE WHEN status = 'new' OR (status = 'junk' AND i % 2 = 0) THEN NULL ELSE 'bench-agent-' || ((i / 7) % ${BENCH_AGENTS} + 1) END,
        phone_key, CASE WHEN kind = 'callback' THEN NULL ELSE email_key END, received_at,
        CASE WHEN status IN ('booked', 'not_interested', 'junk') THEN ${plusMinutes('received_at_time', '1440')} END
      FROM (SELECT i, 'bench-lead-' || i AS id, ${kind} AS kind, ${at} AS received_at, ${concat.time} AS received_at_time, ${status} AS status,
        ${phone} AS phone_key, ${email} AS email_key FROM ${numbers}) AS lead
      ORDER BY i`,
  ];
}

/** Seeds `count` leads into the SQLite database at `file` (migrated, server stopped), in one transaction. */
export function seedSqlite(file, count) {
  const db = new Database(file);
  try {
    // Set-up, not the server's writes: a crash here only means seeding again.
    db.pragma('synchronous = OFF');
    const start = Math.floor(Date.now() / 1000) - SPAN_SECONDS;
    const step = SPAN_SECONDS / count;
    const seconds = `(${start} + i * ${step})`;
    const sql = statements({
      numbers: 'bench_numbers',
      at: `strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`,
      plusMinutes: (time, minutes) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${time} + (${minutes}) * 60, 'unixepoch')`,
      concat: { pad: (value) => `printf('%09d', ${value})`, count, time: seconds },
    });
    db.transaction(() => {
      db.exec(`CREATE TEMP TABLE bench_numbers (i INTEGER PRIMARY KEY)`);
      db.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count}) INSERT INTO bench_numbers SELECT i FROM n`);
      for (const statement of sql) db.exec(statement);
      db.exec('DROP TABLE bench_numbers');
    })();
  } finally {
    db.close();
  }
}

/** Seeds `count` leads into the PostgreSQL database at `url` (migrated), in one transaction, then ANALYZE (autovacuum's job in production). */
export async function seedPostgres(url, count) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const start = Math.floor(Date.now() / 1000) - SPAN_SECONDS;
    const step = SPAN_SECONDS / count;
    const time = `to_timestamp(${start} + i * ${step}::float8)`;
    const iso = (value) => `to_char((${value}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    const sql = statements({
      numbers: `generate_series(1::bigint, ${count}) AS i`,
      at: iso(time),
      plusMinutes: (value, minutes) => iso(`${value} + (${minutes}) * INTERVAL '1 minute'`),
      concat: { pad: (value) => `lpad((${value})::text, 9, '0')`, count, time },
    });
    await client.query('BEGIN');
    for (const statement of sql) await client.query(statement);
    await client.query('COMMIT');
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}
