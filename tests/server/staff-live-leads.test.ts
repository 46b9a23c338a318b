import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_EVENTS_MESSAGES } from '@/features/staff/api/lead-events';
import type { LeadSummary } from '@/features/staff/api/lead-summary';
import { openEventStream, type EventStream, type StreamEvent } from './support/event-stream';
import { validCallback } from './support/fixtures';
import { formTokenHeaders } from './support/form-token';
import { createStaffMember, runStaff, signIn, staffHeaders, testClock, type StaffMemberFixture, type StaffSignedIn } from './support/staff';
import { startTestApp, type TestApp } from './support/test-app';
import { sqlText, writeSql } from './support/write-sql';

const EVENTS = '/api/staff/leads/events';
const clock = testClock();
let server: TestApp;
let baseUrl: string;
const members = {} as Record<'asha' | 'ravi' | 'farah', StaffMemberFixture>;
const opened: EventStream[] = [];

beforeAll(async () => {
  // A heartbeat (and its session check) every 50 ms, so an ended session closes its stream soon.
  server = await startTestApp({ clock: clock.now, liveFeed: { heartbeatMs: 50, retryMs: 1500 } });
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  members.asha = await createStaffMember(server, clock, 'asha@healvia.example', 'agent');
  members.ravi = await createStaffMember(server, clock, 'ravi@healvia.example', 'agent');
  members.farah = await createStaffMember(server, clock, 'farah@healvia.example', 'supervisor');
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await server.close();
});

const cookieOf = (session: StaffSignedIn) => ({ cookie: staffHeaders(session).cookie! });

async function listen(session: StaffSignedIn, headers: Record<string, string> = {}, query = ''): Promise<EventStream> {
  const stream = await openEventStream(baseUrl, `${EVENTS}${query}`, { ...cookieOf(session), ...headers });
  opened.push(stream);
  expect(stream.status).toBe(200);
  return stream;
}

async function postCallback(): Promise<string> {
  const response = await server.postJson('/api/callbacks', validCallback(), formTokenHeaders(server, 'callback'));
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

const leadEvent = (id: string) => (event: StreamEvent) => event.event === 'lead' && (JSON.parse(event.data) as LeadSummary).id === id;

describe('GET /api/staff/leads/events', () => {
  it('sends a callback posted to the public site to an open console, masked, as an event with the lead’s seq', async () => {
    const session = await signIn(server, clock, members.asha);
    const stream = await listen(session, { 'accept-encoding': 'gzip, br' });
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.retries).toEqual([1500]);

    const id = await postCallback();
    const event = await stream.next(leadEvent(id));

    expect(event.id).toMatch(/^\d+$/);
    expect(event.data).not.toContain('9876543210');
    expect(JSON.parse(event.data)).toEqual({
      id,
      kind: 'callback',
      receivedAt: expect.any(String),
      dueAt: expect.any(String),
      status: 'new',
      outcome: null,
      assignee: null,
      name: null,
      contact: '••••••3210',
      version: 1,
      closedAt: null,
    });
  });

  it('keeps the connection alive with heartbeat comments', async () => {
    const stream = await listen(await signIn(server, clock, members.farah));
    while (!stream.comments.includes('heartbeat')) await sleep(10);
    expect(stream.untaken()).toEqual([]);
  });

  it('replays, oldest first, every lead after Last-Event-ID (header or ?lastEventId=) before the live ones', async () => {
    const session = await signIn(server, clock, members.farah);
    const first = await listen(session);
    const before = await first.next(leadEvent(await postCallback()));
    first.close();
    const missed = [await postCallback(), await postCallback()];

    const byHeader = await listen(session, { 'last-event-id': before.id! });
    const replayed = [await byHeader.next(), await byHeader.next()];
    expect(replayed.map((event) => (JSON.parse(event.data) as LeadSummary).id)).toEqual(missed);
    expect(replayed.map((event) => Number(event.id))).toEqual([Number(before.id) + 1, Number(before.id) + 2]);
    const live = await postCallback();
    expect(JSON.parse((await byHeader.next()).data)).toMatchObject({ id: live });
    byHeader.close();

    const byQuery = await listen(session, {}, `?lastEventId=${replayed[0]!.id}`);
    expect([await byQuery.next(), await byQuery.next()].map((event) => (JSON.parse(event.data) as LeadSummary).id)).toEqual([missed[1], live]);
  });

  it('tells a console that missed more than 200 leads to reload its list instead of replaying them', async () => {
    const session = await signIn(server, clock, members.farah);
    const first = await listen(session);
    const before = await first.next(leadEvent(await postCallback()));
    first.close();
    await Promise.all(Array.from({ length: 201 }, () => postCallback()));

    const stream = await listen(session, { 'last-event-id': before.id! });
    const reset = await stream.next();
    expect(reset).toEqual({ event: 'reset', id: String(Number(before.id) + 201), data: '{}' });
  });

  it('answers 400 for a Last-Event-ID it never sent', async () => {
    const session = await signIn(server, clock, members.asha);
    for (const headers of [{ 'last-event-id': 'newest' }, {}]) {
      const response = await server.request({ method: 'GET', url: `${EVENTS}${'last-event-id' in headers ? '' : '?lastEventId=-1'}`, headers: { ...cookieOf(session), ...headers } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: LEAD_EVENTS_MESSAGES.lastEventId });
    }
  });

  it('never replays to an agent a lead assigned to another agent; a supervisor gets it', async () => {
    const asha = await signIn(server, clock, members.asha);
    const farah = await signIn(server, clock, members.farah);
    const first = await listen(asha);
    const before = await first.next(leadEvent(await postCallback()));
    first.close();
    const ravisLead = await postCallback();
    const unassigned = await postCallback();
    const raviId = (await server.rows('staff')).find((row) => row.email === members.ravi.email)!.id as string;
    await writeSql(server, `UPDATE leads SET assignee_staff_id = ${sqlText(raviId)} WHERE id = ${sqlText(ravisLead)}`);

    const ashas = await listen(asha, { 'last-event-id': before.id! });
    const farahs = await listen(farah, { 'last-event-id': before.id! });
    expect(JSON.parse((await ashas.next()).data)).toMatchObject({ id: unassigned, assignee: null });
    expect(JSON.parse((await farahs.next()).data)).toMatchObject({ id: ravisLead, assignee: { id: raviId, email: members.ravi.email } });
    expect(JSON.parse((await farahs.next()).data)).toMatchObject({ id: unassigned });
  });
});

describe('changes', () => {
  it('sends lead-changed after a claim to whoever may still see the lead, and lead-hidden (the id alone) to other agents', async () => {
    const [asha, ravi, farah] = [await signIn(server, clock, members.asha), await signIn(server, clock, members.ravi), await signIn(server, clock, members.farah)];
    const streams = { asha: await listen(asha), ravi: await listen(ravi), farah: await listen(farah) };
    const id = await postCallback();
    for (const stream of Object.values(streams)) await stream.next(leadEvent(id));

    const claimed = await server.postJson(`/api/staff/leads/${id}/claim`, { version: 1 }, staffHeaders(ravi));
    expect(claimed.statusCode, claimed.body).toBe(200);

    const assignee = { id: claimed.json<LeadSummary>().assignee!.id, email: members.ravi.email };
    for (const stream of [streams.ravi, streams.farah]) {
      const changed = await stream.next((event) => event.event === 'lead-changed');
      expect(changed.id).toBeUndefined();
      expect(JSON.parse(changed.data)).toMatchObject({ id, assignee, version: 2, contact: '••••••3210' });
    }
    expect(await streams.asha.next((event) => event.event !== 'lead')).toEqual({ event: 'lead-hidden', id: undefined, data: JSON.stringify({ id }) });
  });
});

describe('a stream ends with its session', () => {
  it('on "Sign out"', async () => {
    const session = await signIn(server, clock, members.asha);
    const stream = await listen(session);
    expect((await server.request({ method: 'POST', url: '/api/staff/sign-out', headers: staffHeaders(session) })).statusCode).toBe(204);
    await stream.ended;
    const again = await openEventStream(baseUrl, EVENTS, cookieOf(session));
    expect(again.status).toBe(401);
  });

  it('after 30 minutes without a request: an open stream is no activity', async () => {
    const session = await signIn(server, clock, members.ravi);
    const stream = await listen(session);
    clock.advance(31 * 60_000);
    await stream.ended;
  });

  it('when the staff member is disabled', async () => {
    const member = await createStaffMember(server, clock, 'kiran@healvia.example', 'agent');
    const stream = await listen(await signIn(server, clock, member));
    expect((await runStaff(server.storageEnv, 'disable', member.email)).code).toBe(0);
    await stream.ended;
  });
});

describe('closing the app', () => {
  it('ends open streams, so the server closes without waiting for them', async () => {
    const other = await startTestApp({ clock: clock.now });
    try {
      const otherUrl = await other.app.listen({ port: 0, host: '127.0.0.1' });
      const member = await createStaffMember(other, clock, 'meena@healvia.example', 'admin');
      const stream = await openEventStream(otherUrl, EVENTS, cookieOf(await signIn(other, clock, member)));
      expect(stream.status).toBe(200);
      await other.app.close();
      await stream.ended;
    } finally {
      await other.close();
    }
  });
});
