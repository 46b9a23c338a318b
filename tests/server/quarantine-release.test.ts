import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadSummary } from '@/features/staff/api/lead-summary';
import { openEventStream, type EventStream, type StreamEvent } from './support/event-stream';
import { validCallback } from './support/fixtures';
import { formTokenHeaders } from './support/form-token';
import { releaseQuarantined } from './support/quarantine';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './support/smtp-server';
import { createStaffMember, signIn, staffHeaders, testClock, type StaffSignedIn } from './support/staff';
import { startTestApp, type TestApp } from './support/test-app';

const clock = testClock();
let smtp: TestSmtpServer;
let server: TestApp;
let agent: StaffSignedIn;
let stream: EventStream;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestApp({
    clock: clock.now,
    liveFeed: { heartbeatMs: 50, retryMs: 1500 },
    notifications: { to: ['team@healvia.example'], smtpUrl: smtp.url, retry: { firstDelayMs: 20, maxDelayMs: 80, maxAttempts: 50 }, pollMs: 50 },
  });
  const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  agent = await signIn(server, clock, await createStaffMember(server, clock, 'asha@healvia.example', 'agent'));
  stream = await openEventStream(baseUrl, '/api/staff/leads/events', { cookie: staffHeaders(agent).cookie! });
});
afterAll(async () => {
  stream.close();
  await server.close();
  await smtp.close();
});

const postCallback = async (headers: Record<string, string>) => {
  const answer = await server.postJson('/api/callbacks', validCallback(), headers);
  expect(answer.statusCode).toBe(201);
  return answer.json<{ id: string }>().id;
};
const leadEvent = (id: string) => (event: StreamEvent) => event.event === 'lead' && (JSON.parse(event.data) as LeadSummary).id === id;
const mailsFor = (mails: ReceivedMail[], id: string) => mails.filter((mail) => mail.text.includes(`/staff/leads/${id}\n`));
const inInbox = async (id: string) => (await server.rows('leads')).some((row) => row.id === id);

describe('releasing a quarantined lead', () => {
  it('tells the live feed and mails the team only when it is released, never when it arrived', async () => {
    const held = await postCallback({});
    // A person's lead after it: once its event and mail are in, the held one's would have come before them.
    const person = await postCallback(formTokenHeaders(server, 'callback'));
    await stream.next(leadEvent(person));
    expect(mailsFor(await smtp.waitForMails(1), person)).toHaveLength(1);
    expect(stream.untaken().filter(leadEvent(held))).toEqual([]);
    expect(mailsFor(smtp.mails, held)).toEqual([]);
    expect((await server.rows('lead_notifications')).filter((row) => row.lead_id === held)).toEqual([]);
    expect(await inInbox(held)).toBe(false);

    expect((await releaseQuarantined(server, agent, held)).statusCode).toBe(200);

    const event = await stream.next(leadEvent(held));
    expect(JSON.parse(event.data)).toMatchObject({ id: held, kind: 'callback', status: 'new' });
    expect(mailsFor(await smtp.waitForMails(2), held)).toHaveLength(1);
    expect(await inInbox(held)).toBe(true);
    expect((await server.rows('quarantined_leads')).map((row) => row.id)).toEqual([]);
  });
});
