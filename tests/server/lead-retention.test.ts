import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msUntilNextRun } from '../../server/jobs/lead-retention-job';
import { indiaDayOf } from '../../server/storage/lead-retention';
import { validAppointment, validCallback, validContact } from './support/fixtures';
import { formTokenHeaders } from './support/form-token';
import { runLeads } from './support/leads-cli';
import { runStaff, testClock } from './support/staff';
import { startTestApp, type TestApp } from './support/test-app';
import { sqlText, writeSql } from './support/write-sql';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = testClock();
let server: TestApp;
let staffId: string;

beforeAll(async () => {
  server = await startTestApp({ clock: clock.now });
  expect((await runStaff(server.storageEnv, 'add', 'ravi.agent@healvia.example', '--role', 'agent')).code).toBe(0);
  staffId = String((await server.rows('staff'))[0]!.id);
});
afterAll(() => server.close());

/** `npm run leads -- …args` as its own process (another SQLite connection, or another PostgreSQL client), its stdout. */
async function leadsProcess(...args: string[]): Promise<string> {
  const root = path.resolve(import.meta.dirname, '../..');
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/leads.ts', ...args], {
    cwd: root,
    env: { ...inherited, ...server.storageEnv },
  });
  return stdout;
}

type Kind = 'appointment' | 'callback' | 'contact';
const POSTS: Record<Kind, { url: string; body: () => object }> = {
  appointment: { url: '/api/appointments', body: validAppointment },
  callback: { url: '/api/callbacks', body: validCallback },
  contact: { url: '/api/contact', body: validContact },
};

/** A lead posted through the public API, then put in `status`, closed `closedDaysAgo` days before the clock. */
async function lead(kind: Kind, status: string, closedDaysAgo: number | null): Promise<string> {
  const posted = await server.postJson(POSTS[kind].url, POSTS[kind].body(), formTokenHeaders(server, kind));
  expect(posted.statusCode).toBe(201);
  const id = posted.json<{ id: string }>().id;
  const closedAt = closedDaysAgo === null ? 'NULL' : sqlText(new Date(clock.now() - closedDaysAgo * DAY_MS).toISOString());
  await writeSql(
    server,
    `UPDATE leads SET status = ${sqlText(status)}, closed_at = ${closedAt} WHERE id = ${sqlText(id)};
     INSERT INTO lead_notes (id, lead_id, staff_id, at, body) VALUES (${sqlText(`note-${id}`)}, ${sqlText(id)}, ${sqlText(staffId)}, ${sqlText(new Date(clock.now()).toISOString())}, 'Asked to call back after 6 pm');`,
  );
  return id;
}

const leadRow = async (id: string) => (await server.rows('leads')).find((row) => row.id === id);
const recordIds = async () => [...(await server.rows('appointments')), ...(await server.rows('callbacks')), ...(await server.rows('contacts'))].map((row) => row.id);
const noteLeadIds = async () => (await server.rows('lead_notes')).map((row) => row.lead_id);
const erasures = async () => (await server.rows('audit_log')).filter((row) => row.action === 'lead.erase');
const counts = async () =>
  (await server.rows('lead_retention_counts')).map((row) => ({ receivedOn: String(row.received_on), kind: row.kind, status: row.status, erased: Number(row.erased) }));

describe('the lead retention job', () => {
  it('is scheduled with the app for 03:00 India time, by the app clock', () => {
    expect(server.app.leadRetention.nextRunAt()).toBeGreaterThan(clock.now() - 1000);
    expect(msUntilNextRun(Date.parse('2026-03-10T21:29:00Z'))).toBe(60_000);
    expect(msUntilNextRun(Date.parse('2026-03-10T21:30:00Z'))).toBe(DAY_MS);
    expect(msUntilNextRun(Date.parse('2026-03-10T21:31:00Z'))).toBe(DAY_MS - 60_000);
    expect(msUntilNextRun(Date.parse('2026-03-11T00:00:00Z'))).toBe(21.5 * 60 * 60 * 1000);
  });

  it('erases only closed leads closed longer ago than the period, with their records and notes, and keeps counts', async () => {
    // The tests run it themselves; the app's own timer (03:00 India time) must not run it meanwhile.
    await server.app.leadRetention.stop();
    const booked = await lead('appointment', 'booked', 181);
    const junk = await lead('callback', 'junk', 400);
    const notInterested = await lead('contact', 'not_interested', 179);
    const stillOpen = await lead('contact', 'contacted', null);
    const reopened = await lead('callback', 'new', null);
    await writeSql(
      server,
      `INSERT INTO lead_notifications (lead_id, kind, received_at, attempts, next_attempt_at)
       SELECT id, kind, received_at, 20, received_at FROM leads WHERE id IN (${sqlText(booked)}, ${sqlText(notInterested)})
       ON CONFLICT (lead_id) DO NOTHING;`,
    );

    const run = await server.app.leadRetention.runNow();
    expect(run).toEqual({ erased: 2, locked: false, cutoff: new Date(clock.now() - 180 * DAY_MS).toISOString() });

    expect(await recordIds()).not.toContain(booked);
    expect(await recordIds()).not.toContain(junk);
    expect(await recordIds()).toEqual(expect.arrayContaining([notInterested, stillOpen, reopened]));
    expect(await noteLeadIds()).toEqual(expect.arrayContaining([notInterested, stillOpen, reopened]));
    expect(await noteLeadIds()).not.toEqual(expect.arrayContaining([booked]));
    expect(await noteLeadIds()).not.toEqual(expect.arrayContaining([junk]));
    const notified = (await server.rows('lead_notifications')).map((row) => row.lead_id);
    expect(notified).toContain(notInterested);
    expect(notified).not.toEqual(expect.arrayContaining([booked]));

    const erasedRow = await leadRow(booked);
    expect(erasedRow).toMatchObject({ kind: 'appointment', status: 'booked', phone_key: null, email_key: null, erased_at: new Date(clock.now()).toISOString() });
    expect(await leadRow(notInterested)).toMatchObject({ phone_key: '9876543210', email_key: 'rohan@example.com', erased_at: null });

    const today = indiaDayOf(new Date().toISOString());
    expect(await counts()).toEqual(
      expect.arrayContaining([
        { receivedOn: indiaDayOf(String(erasedRow!.received_at)), kind: 'appointment', status: 'booked', erased: 1 },
        { receivedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), kind: 'callback', status: 'junk', erased: 1 },
      ]),
    );
    expect((await counts()).every((count) => count.receivedOn <= today)).toBe(true);

    const entries = await erasures();
    expect(entries.map((entry) => [entry.actor_staff_id, entry.target])).toEqual(
      expect.arrayContaining([
        [null, `lead:${booked}`],
        [null, `lead:${junk}`],
      ]),
    );
    expect(entries).toHaveLength(2);
    expect(JSON.parse(String(entries.find((entry) => entry.target === `lead:${booked}`)!.detail))).toEqual({
      kind: 'appointment',
      status: 'booked',
      closedAt: new Date(clock.now() - 181 * DAY_MS).toISOString(),
      retentionDays: 180,
      via: 'job',
    });
    const logged = JSON.stringify(await server.rows('audit_log'));
    for (const personal of ['9876543210', 'Asha', 'asha.verma', 'Rohan', 'MG Road', '6 pm']) expect(logged).not.toContain(personal);

    expect(await server.app.leadRetention.runNow()).toMatchObject({ erased: 0, locked: false });
    expect(await erasures()).toHaveLength(2);

    clock.advance(2 * DAY_MS);
    expect(await server.app.leadRetention.runNow()).toMatchObject({ erased: 1 });
    expect(await recordIds()).not.toContain(notInterested);
    expect(await recordIds()).toEqual(expect.arrayContaining([stillOpen, reopened]));
    expect((await counts()).reduce((sum, count) => sum + count.erased, 0)).toBe(3);
  });

  it('erases each lead once when the app job and the leads command in another process run together', async () => {
    const before = (await counts()).reduce((sum, count) => sum + count.erased, 0);
    // The command goes by the real time: these leads closed long before it and before the test clock.
    const ids: string[] = [];
    for (const kind of ['callback', 'appointment', 'contact', 'callback', 'contact'] as const) ids.push(await lead(kind, 'junk', 365));
    const [command, job] = await Promise.all([leadsProcess('retention'), server.app.leadRetention.runNow()]);
    const byCommand = Number(/rased (\d+) closed lead/.exec(command)?.[1]);
    expect(job!.erased + byCommand, command).toBe(5);
    expect(command).toMatch(/closed before \d{4}-\d{2}-\d{2}T.*\(LEAD_RETENTION_DAYS=180\)\n$/);
    expect((await erasures()).filter((entry) => ids.some((id) => entry.target === `lead:${id}`))).toHaveLength(5);
    expect((await counts()).reduce((sum, count) => sum + count.erased, 0)).toBe(before + 5);
    for (const id of ids) expect(await recordIds()).not.toContain(id);
  });

  it('honours LEAD_RETENTION_DAYS in the leads command', async () => {
    const id = await lead('callback', 'booked', 40);
    const kept = await runLeads({ ...server.storageEnv, LEAD_RETENTION_DAYS: '41' }, 'retention');
    expect(kept.out).toMatch(/^Erased 0 closed leads closed before .* \(LEAD_RETENTION_DAYS=41\)\n$/);
    expect(await recordIds()).toContain(id);
    const erased = await runLeads({ ...server.storageEnv, LEAD_RETENTION_DAYS: '30' }, 'retention');
    expect(erased.out).toMatch(/^Erased 1 closed lead closed before .* \(LEAD_RETENTION_DAYS=30\)\n$/);
    expect(await recordIds()).not.toContain(id);
    expect(JSON.parse(String((await erasures()).at(-1)!.detail))).toMatchObject({ retentionDays: 30, via: 'cli' });
    await expect(runLeads({ ...server.storageEnv, LEAD_RETENTION_DAYS: '0' }, 'retention')).rejects.toThrow('LEAD_RETENTION_DAYS');
  });
});

describe('the app lifecycle', () => {
  it('stops the timer when the app closes', async () => {
    const other = await startTestApp({ clock: clock.now });
    expect(other.app.leadRetention.nextRunAt()).not.toBeNull();
    await other.close();
    expect(other.app.leadRetention.nextRunAt()).toBeNull();
  });
});
