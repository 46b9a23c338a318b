import { afterEach, describe, expect, it } from 'vitest';
import { indiaDateTimeText } from '@/design-system/relative-time/india-date-time';
import { ConfigError, loadServerConfig } from '../../server/config';
import { validAppointment, validCallback, validContact } from './support/fixtures';
import { formTokenHeaders } from './support/form-token';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './support/smtp-server';
import { startTestApp, type TestApp } from './support/test-app';

const TEAM = 'team@healvia.example';
const FAST_RETRY = { firstDelayMs: 20, maxDelayMs: 80, maxAttempts: 50 };
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startSmtp(port?: number): Promise<TestSmtpServer> {
  const smtp = await startSmtpServer(port);
  cleanups.push(() => smtp.close());
  return smtp;
}

async function startApp(smtpUrl?: string): Promise<TestApp> {
  const server = await startTestApp(smtpUrl ? { notifications: { to: [TEAM], smtpUrl, retry: FAST_RETRY, pollMs: 50 } } : {});
  cleanups.push(() => server.close());
  return server;
}

async function postLead(server: TestApp, url: string, body: unknown, headers: Record<string, string> = {}): Promise<string> {
  const form = url === '/api/callbacks' ? 'callback' : url === '/api/contact' ? 'contact' : 'appointment';
  const answer = await server.postJson(url, body, { ...formTokenHeaders(server, form), ...headers });
  expect(answer.statusCode).toBe(201);
  return answer.json<{ id: string }>().id;
}

const mailsFor = (mails: ReceivedMail[], id: string) => mails.filter((mail) => mail.text.includes(`/staff/leads/${id}\n`));

/** Every text the visitor typed, and the phone's digits in the forms a mail could carry them. */
function personalValues(body: Record<string, string>): string[] {
  const values = Object.entries(body)
    .filter(([field]) => !['preferredDate', 'preferredTime', 'department'].includes(field))
    .map(([, value]) => value);
  const phone = body.phone?.replace(/\D/g, '').slice(-10);
  return phone ? [...values, phone, phone.slice(-4), `${phone.slice(0, 5)} ${phone.slice(5)}`] : values;
}

async function waitForOutbox(server: TestApp, check: (rows: Record<string, unknown>[]) => boolean) {
  for (;;) {
    const rows = await server.rows('lead_notifications');
    if (check(rows)) return rows;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('e-mails to the team about new leads', () => {
  it('sends one mail per posted lead with its kind, IST time and console link, and no personal data', async () => {
    const smtp = await startSmtp();
    const server = await startApp(smtp.url);
    const posted = [
      { url: '/api/callbacks', body: validCallback(), subject: 'New callback request', sentence: 'A callback request' },
      { url: '/api/appointments', body: validAppointment(), subject: 'New appointment request', sentence: 'An appointment request' },
      { url: '/api/contact', body: validContact(), subject: 'New contact message', sentence: 'A contact message' },
    ];

    const ids = [];
    for (const lead of posted) ids.push(await postLead(server, lead.url, lead.body));
    const mails = await smtp.waitForMails(3);
    await waitForOutbox(server, (rows) => rows.length === 0);

    const received = new Map((await server.rows('leads')).map((row) => [row.id, Date.parse(String(row.received_at))]));
    for (const [index, lead] of posted.entries()) {
      const id = ids[index]!;
      const [mail, ...more] = mailsFor(mails, id);
      const at = indiaDateTimeText(received.get(id)!);
      expect(more).toEqual([]);
      expect(mail!.to).toEqual([TEAM]);
      expect(mail!.headers.subject).toBe(`${lead.subject}, ${at}`);
      expect(mail!.text).toContain(`${lead.sentence} arrived on ${at}.\n`);
      expect(mail!.text).toContain(`\nhttps://www.healvia.example/staff/leads/${id}\n`);
      for (const value of personalValues(lead.body)) expect(mail!.raw + mail!.text).not.toContain(value);
    }
  });

  it('answers 201 while the SMTP server still holds the mail', async () => {
    const smtp = await startSmtp();
    smtp.hold();
    const server = await startApp(smtp.url);

    const id = await postLead(server, '/api/callbacks', validCallback());
    await smtp.waitForHeld();
    expect(smtp.mails).toEqual([]);

    smtp.release();
    expect(mailsFor(await smtp.waitForMails(1), id)).toHaveLength(1);
  });

  it('keeps the notification while the SMTP server is down and sends it once it is up', async () => {
    const probe = await startSmtpServer();
    await probe.close();
    const server = await startApp(probe.url);

    const id = await postLead(server, '/api/callbacks', validCallback());
    const [failed] = await waitForOutbox(server, (rows) => Number(rows[0]?.attempts) >= 2);
    expect(failed).toMatchObject({ lead_id: id, kind: 'callback', given_up_at: null });

    const smtp = await startSmtp(probe.port);
    expect(mailsFor(await smtp.waitForMails(1), id)).toHaveLength(1);
    await waitForOutbox(server, (rows) => rows.length === 0);
  });

  it('sends no second mail for an idempotent replay', async () => {
    const smtp = await startSmtp();
    const server = await startApp(smtp.url);
    const key = 'replayed-callback-0001';

    const id = await postLead(server, '/api/callbacks', validCallback(), { 'idempotency-key': key });
    expect(await postLead(server, '/api/callbacks', validCallback(), { 'idempotency-key': key })).toBe(id);
    // Mails go oldest first: once a later lead's mail is in, a second one for the replay would be too.
    const later = await postLead(server, '/api/contact', validContact());
    const mails = await smtp.waitForMails(2);
    await waitForOutbox(server, (rows) => rows.length === 0);

    expect(mailsFor(mails, id)).toHaveLength(1);
    expect(mailsFor(mails, later)).toHaveLength(1);
    expect(smtp.mails).toHaveLength(2);
  });

  it('queues nothing when STAFF_NOTIFY_TO and SMTP_URL are unset', async () => {
    const server = await startApp();

    await postLead(server, '/api/callbacks', validCallback());

    expect(await server.rowCount('leads')).toBe(1);
    expect(await server.rowCount('lead_notifications')).toBe(0);
  });
});

describe('the notification settings', () => {
  it('reads STAFF_NOTIFY_TO (a comma list), SMTP_URL and STAFF_NOTIFY_FROM', () => {
    const env = { STAFF_NOTIFY_TO: 'leads@healvia.example, desk@healvia.example', SMTP_URL: 'smtp://user:secret@mail.healvia.example:587' };
    expect(loadServerConfig(env).notifications).toEqual({ to: ['leads@healvia.example', 'desk@healvia.example'], smtpUrl: env.SMTP_URL, from: undefined });
    expect(loadServerConfig({ ...env, STAFF_NOTIFY_FROM: 'noreply@healvia.example' }).notifications?.from).toBe('noreply@healvia.example');
    expect(loadServerConfig({}).notifications).toBeUndefined();
  });

  it('refuses one without the other, and values of the wrong shape, without echoing the URL', () => {
    expect(() => loadServerConfig({ STAFF_NOTIFY_TO: 'leads@healvia.example' })).toThrow(
      new ConfigError('Invalid server environment:\n  STAFF_NOTIFY_TO and SMTP_URL: set both to e-mail the team about new leads, or neither'),
    );
    expect(() => loadServerConfig({ SMTP_URL: 'smtp://mail.healvia.example' })).toThrow(ConfigError);
    expect(() => loadServerConfig({ STAFF_NOTIFY_TO: 'leads', SMTP_URL: 'smtp://mail.healvia.example' })).toThrow(
      'STAFF_NOTIFY_TO: STAFF_NOTIFY_TO must be an e-mail address, or a comma list of them',
    );
    const badUrl = () => loadServerConfig({ STAFF_NOTIFY_TO: 'leads@healvia.example', SMTP_URL: 'http://user:secret@mail.healvia.example' });
    expect(badUrl).toThrow('SMTP_URL: SMTP_URL must be an smtp:// or smtps:// URL, like smtp://user:password@mail.example:587');
    expect(badUrl).not.toThrow(/secret/);
  });
});
