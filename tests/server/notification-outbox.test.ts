import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLeadNotifications, type LeadNotificationOptions } from '../../server/notify/lead-notifications';
import { retryDelayMs } from '../../server/notify/notification-worker';
import type { StorageEngine } from '../../server/storage/engines/storage-engine';
import { openStorage } from '../../server/storage/open-storage';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server';
import { openTestDatabase, testEngine, type TestDatabase } from './support/test-database';

const FAST_RETRY = { firstDelayMs: 20, maxDelayMs: 80, maxAttempts: 50 };
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function openOutboxDatabase(): Promise<{ database: TestDatabase; open: () => Promise<StorageEngine> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'healvia-outbox-'));
  const database = await openTestDatabase(dataDir);
  cleanups.push(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const open = async () => {
    const engine = await openStorage({ dataDir, databaseUrl: database.url }, () => undefined);
    cleanups.push(() => engine.close());
    return engine;
  };
  return { database, open };
}

type Logged = { level: 'info' | 'warn'; message: string };

function startNotifications(engine: StorageEngine, smtp: Pick<TestSmtpServer, 'url'>, options: Partial<LeadNotificationOptions> = {}) {
  const logged: Logged[] = [];
  const log = { info: (message: string) => logged.push({ level: 'info', message }), warn: (message: string) => logged.push({ level: 'warn', message }) };
  const notifications = createLeadNotifications(engine.db, { to: ['team@healvia.example'], smtpUrl: smtp.url, retry: FAST_RETRY, pollMs: 50, ...options }, log);
  notifications.start();
  cleanups.push(() => notifications.stop());
  const enqueue = async (id: string, kind: 'appointment' | 'callback' | 'contact' = 'callback', receivedAt = new Date().toISOString()) => {
    await engine.db.transaction().execute((trx) => notifications.enqueueWithin(trx, { id, kind, receivedAt }));
    notifications.nudge();
  };
  return { notifications, enqueue, logged };
}

async function startSmtp(port?: number) {
  const smtp = await startSmtpServer(port);
  cleanups.push(() => smtp.close());
  return smtp;
}

/** Reads the outbox until `check` holds (every step waits on the worker's own progress, not on a clock). */
async function waitForRows(database: TestDatabase, check: (rows: Record<string, unknown>[]) => boolean) {
  for (;;) {
    const rows = await database.query('SELECT * FROM lead_notifications');
    if (check(rows)) return rows;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the notification outbox', () => {
  it('backs off exponentially up to its cap', () => {
    const retry = { firstDelayMs: 30_000, maxDelayMs: 15 * 60_000, maxAttempts: 20 };
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((attempts) => retryDelayMs(attempts, retry))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000]);
  });

  it('sends one mail per lead, once, and removes its row', async () => {
    const { database, open } = await openOutboxDatabase();
    const smtp = await startSmtp();
    const { enqueue } = startNotifications(await open(), smtp);

    await enqueue('lead-1', 'appointment', '2026-03-14T08:35:00.000Z');
    await enqueue('lead-1', 'appointment', '2026-03-14T08:35:00.000Z');
    await enqueue('lead-2', 'contact');
    const mails = await smtp.waitForMails(2);

    expect(mails[0]!.to).toEqual(['team@healvia.example']);
    expect(mails[0]!.headers.subject).toBe('New appointment request, 14 Mar 2026, 14:05 IST');
    expect(mails[0]!.text).toContain('An appointment request arrived on 14 Mar 2026, 14:05 IST.\n');
    expect(mails[0]!.text).toContain('\nhttps://www.healvia.example/staff/leads/lead-1\n');
    expect(mails[1]!.headers.subject).toMatch(/^New contact message, \d{1,2} \w{3} \d{4}, \d\d:\d\d IST$/);
    expect(mails[1]!.text).toContain('\nhttps://www.healvia.example/staff/leads/lead-2\n');
    expect(await waitForRows(database, (rows) => rows.length === 0)).toEqual([]);
    expect(smtp.mails).toHaveLength(2);
  });

  it('keeps a mail while the SMTP server is down and sends it once the server is up', async () => {
    const { database, open } = await openOutboxDatabase();
    const probe = await startSmtpServer();
    await probe.close();
    const { enqueue, logged } = startNotifications(await open(), probe);

    await enqueue('lead-down');
    const [failed] = await waitForRows(database, (rows) => Number(rows[0]?.attempts) >= 2);
    expect(failed).toMatchObject({ lead_id: 'lead-down', given_up_at: null });
    expect(String(failed!.last_error)).toMatch(/^E[A-Z]+/);
    expect(logged[0]).toEqual({ level: 'warn', message: expect.stringMatching(/^Lead notification for callback lead-down failed \(E[A-Z]+\); retrying with backoff$/) });

    const smtp = await startSmtp(probe.port);
    const [mail] = await smtp.waitForMails(1);
    expect(mail!.text).toContain('/staff/leads/lead-down');
    await waitForRows(database, (rows) => rows.length === 0);
  });

  it('gives up after the last attempt, keeps the row and warns with the lead id and kind only', async () => {
    const { database, open } = await openOutboxDatabase();
    const probe = await startSmtpServer();
    await probe.close();
    const { enqueue, logged } = startNotifications(await open(), probe, { retry: { firstDelayMs: 5, maxDelayMs: 10, maxAttempts: 3 } });

    await enqueue('lead-lost', 'contact');
    const [row] = await waitForRows(database, (rows) => rows[0]?.given_up_at !== null && rows[0]?.given_up_at !== undefined);

    expect(row).toMatchObject({ lead_id: 'lead-lost', attempts: 3, locked_until: null });
    expect(logged.map(({ level }) => level)).toEqual(['warn', 'info', 'warn']);
    expect(logged.at(-1)!.message).toMatch(/^Lead notification for contact lead-lost given up after 3 attempts \(E[A-Z]+\); the lead is in the staff console$/);
  });

  it('gives a held send back when it stops, and another worker sends it', async () => {
    const { database, open } = await openOutboxDatabase();
    const smtp = await startSmtp();
    smtp.hold();
    const engine = await open();
    const first = startNotifications(engine, smtp);
    await first.enqueue('lead-held');
    await smtp.waitForHeld();

    await first.notifications.stop();
    expect(await database.query('SELECT lead_id, attempts, locked_until FROM lead_notifications')).toEqual([{ lead_id: 'lead-held', attempts: 0, locked_until: null }]);

    smtp.release();
    startNotifications(engine, smtp).notifications.nudge();
    const [mail] = await smtp.waitForMails(1);
    expect(mail!.text).toContain('/staff/leads/lead-held');
  });

  it(`sends each mail once with two workers ${testEngine === 'postgres' ? 'on two connections pools' : 'on one database'} sharing the outbox`, async () => {
    const { database, open } = await openOutboxDatabase();
    const smtp = await startSmtp();
    const [engineA, engineB] = testEngine === 'postgres' ? [await open(), await open()] : await open().then((engine) => [engine, engine]);
    const workers = [startNotifications(engineA!, smtp, { pollMs: 5 }), startNotifications(engineB!, smtp, { pollMs: 5 })];
    const ids = Array.from({ length: 30 }, (_, index) => `lead-${index}`);

    await Promise.all(ids.map((id, index) => workers[index % 2]!.enqueue(id)));
    await smtp.waitForMails(ids.length);
    await waitForRows(database, (rows) => rows.length === 0);

    const linked = smtp.mails.map((mail) => /\/staff\/leads\/(lead-\d+)/.exec(mail.text)?.[1]);
    expect(linked.sort()).toEqual([...ids].sort());
  });
});
