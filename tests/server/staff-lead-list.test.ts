import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEADS_QUERY_MESSAGES } from '@/features/staff/api/leads-query-schema';
import type { LeadList } from '@/features/staff/api/lead-summary';
import { leadDueAt } from '@/features/staff/api/lead-targets';
import type { StaffMember } from '@/features/staff/api/staff-members';
import { validAppointment, validContact } from './support/fixtures';
import { formTokenHeaders } from './support/form-token';
import { runSql } from './support/run-sql';
import { createStaffMember, signIn, staffHeaders, testClock, type StaffSignedIn } from './support/staff';
import { startTestApp, type TestApp } from './support/test-app';

const clock = testClock();
let server: TestApp;
const sessions: Record<'supervisor' | 'agentA' | 'agentB', StaffSignedIn> = {} as never;
const staffIds: Record<string, string> = {};
/** L1 … L7 in arrival order → their ids, and back. */
const ids: Record<string, string> = {};
const labelOf = (id: string) => Object.entries(ids).find(([, candidate]) => candidate === id)?.[0] ?? id;

const PAST = '2020-01-01T00:00:00.000Z';
const FUTURE = '2999-01-01T00:00:00.000Z';

/** What each lead is sent with, then how staff have worked it (set in SQL: this file tests the list, not the changes). */
const SEED = [
  { label: 'L1', url: '/api/appointments', body: validAppointment(), status: 'contacted', assignee: 'agentA', due: FUTURE },
  { label: 'L2', url: '/api/callbacks', body: { phone: '+919811112222' }, status: 'attempted', outcome: 'busy', assignee: 'agentB', due: PAST },
  { label: 'L3', url: '/api/contact', body: { ...validContact(), email: 'Rohan@Example.com', phone: '9876500001' }, status: 'booked', assignee: 'supervisor', due: PAST },
  { label: 'L4', url: '/api/callbacks', body: { phone: '+919811113333' }, status: 'new', due: PAST },
  { label: 'L5', url: '/api/appointments', body: { ...validAppointment(), phone: '+919811114444', email: 'meera@example.com' }, status: 'junk', due: PAST },
  { label: 'L6', url: '/api/contact', body: { ...validContact(), phone: '9811115555', email: 'kiran@example.com' }, status: 'new', assignee: 'agentA', due: PAST },
  { label: 'L7', url: '/api/callbacks', body: { phone: '+14155552671' }, status: 'new', due: FUTURE },
] as const;

const quote = (value: string | null | undefined) => (value === undefined || value === null ? 'NULL' : `'${value}'`);

beforeAll(async () => {
  server = await startTestApp({ clock: clock.now });
  const supervisor = await createStaffMember(server, clock, 'sunita.supervisor@healvia.example', 'supervisor');
  const agentA = await createStaffMember(server, clock, 'arjun.agent@healvia.example', 'agent');
  const agentB = await createStaffMember(server, clock, 'bela.agent@healvia.example', 'agent');
  const admin = await createStaffMember(server, clock, 'ada.admin@healvia.example', 'admin');
  const members = (await server.request({ method: 'GET', url: '/api/staff/staff-members', headers: staffHeaders(await signIn(server, clock, admin)) })).json<{ staff: StaffMember[] }>();
  for (const [key, email] of [['supervisor', supervisor.email], ['agentA', agentA.email], ['agentB', agentB.email]] as const) {
    staffIds[key] = members.staff.find((member) => member.email === email)!.id;
  }
  Object.assign(sessions, { supervisor: await signIn(server, clock, supervisor), agentA: await signIn(server, clock, agentA), agentB: await signIn(server, clock, agentB) });

  for (const lead of SEED) {
    const response = await server.postJson(lead.url, lead.body, formTokenHeaders(server, lead.url === '/api/callbacks' ? 'callback' : lead.url === '/api/contact' ? 'contact' : 'appointment'));
    expect(response.statusCode, response.body).toBe(201);
    ids[lead.label] = response.json<{ id: string }>().id;
  }
  for (const lead of SEED) {
    const closed = ['booked', 'not_interested', 'junk'].includes(lead.status) ? `'2026-02-01T10:00:00.000Z'` : 'NULL';
    const assignee = 'assignee' in lead ? staffIds[lead.assignee] : null;
    const outcome = 'outcome' in lead ? lead.outcome : null;
    await runSql(server, `UPDATE leads SET status = '${lead.status}', outcome = ${quote(outcome)}, assignee_staff_id = ${quote(assignee)},
      due_at = '${lead.due}', closed_at = ${closed} WHERE id = '${ids[lead.label]}'`);
  }
  // Either side of midnight India time on 31 January 2026.
  await runSql(server, `UPDATE leads SET received_at = '2026-01-30T18:29:59.999Z' WHERE id = '${ids.L1}'`);
  await runSql(server, `UPDATE leads SET received_at = '2026-01-30T18:30:00.000Z' WHERE id = '${ids.L2}'`);
});
afterAll(() => server.close());

type Who = keyof typeof sessions;
const list = (query: string, who: Who = 'supervisor') => server.request({ method: 'GET', url: `/api/staff/leads${query}`, headers: staffHeaders(sessions[who]) });
const labels = async (query: string, who: Who = 'supervisor') => {
  const response = await list(query, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LeadList>().leads.map((lead) => labelOf(lead.id));
};

describe('GET /api/staff/leads', () => {
  it('lists every kind newest first, masked, with its due time, status and assignee', async () => {
    const response = await list('');
    const { leads, nextBefore } = response.json<LeadList>();
    expect(leads.map((lead) => labelOf(lead.id))).toEqual(['L7', 'L6', 'L5', 'L4', 'L3', 'L2', 'L1']);
    expect(nextBefore).toBeNull();

    const byLabel = Object.fromEntries(leads.map((lead) => [labelOf(lead.id), lead]));
    expect(byLabel.L1).toMatchObject({ kind: 'appointment', name: 'Asha Verma', contact: '••••••3210', status: 'contacted', outcome: null, version: 1, closedAt: null });
    expect(byLabel.L1!.assignee).toEqual({ id: staffIds.agentA, email: 'arjun.agent@healvia.example' });
    expect(byLabel.L2).toMatchObject({ kind: 'callback', name: null, contact: '••••••2222', status: 'attempted', outcome: 'busy' });
    expect(byLabel.L3).toMatchObject({ kind: 'contact', name: 'Rohan Mehta', contact: '••••••0001', status: 'booked', closedAt: '2026-02-01T10:00:00.000Z' });
    expect(byLabel.L7).toMatchObject({ contact: '••••••2671', assignee: null, dueAt: FUTURE });
    for (const phone of ['9876543210', '9811112222', '9876500001', '4155552671', 'rohan@example.com', 'Rohan@Example.com', 'meera@example.com']) {
      expect(response.body).not.toContain(phone);
    }
  });

  it('sets a new lead’s due time by its kind’s target in working hours', async () => {
    const response = await server.postJson('/api/callbacks', { phone: '+919800000001' }, formTokenHeaders(server, 'callback'));
    const { leads } = (await list('?q=9800000001')).json<LeadList>();
    expect(leads.map((lead) => lead.id)).toEqual([response.json<{ id: string }>().id]);
    expect(leads[0]!.dueAt).toBe(leadDueAt(leads[0]!.receivedAt, 'callback'));
    await runSql(server, `DELETE FROM leads WHERE id = '${leads[0]!.id}'`);
  });

  it.each([
    ['?kind=callback', ['L7', 'L4', 'L2']],
    ['?kind=contact', ['L6', 'L3']],
    ['?status=new', ['L7', 'L6', 'L4']],
    ['?status=attempted', ['L2']],
    ['?status=open', ['L7', 'L6', 'L4', 'L2', 'L1']],
    ['?status=closed', ['L5', 'L3']],
    ['?status=new&kind=callback', ['L7', 'L4']],
    ['?assignee=unassigned', ['L7', 'L5', 'L4']],
    ['?assignee=me', ['L3']],
    ['?assignee=anyone', ['L7', 'L6', 'L5', 'L4', 'L3', 'L2', 'L1']],
    ['?overdue=true', ['L6', 'L4', 'L2']],
    ['?assignee=unassigned&overdue=true', ['L4']],
    ['?from=2026-01-31&to=2026-01-31', ['L2']],
    ['?from=2026-01-30&to=2026-01-30', ['L1']],
    ['?to=2026-01-31', ['L2', 'L1']],
    ['?from=2026-02-01&kind=appointment', ['L5']],
  ])('filters %s', async (query, expected) => {
    expect(await labels(query)).toEqual(expected);
  });

  it('filters by a staff member’s id', async () => {
    expect(await labels(`?assignee=${staffIds.agentA}`)).toEqual(['L6', 'L1']);
  });

  it.each([
    ['+91 98765 43210', ['L1']],
    ['+919876543210', ['L1']],
    ['098765 43210', ['L1']],
    ['98 765 43210', ['L1']],
    ['(987) 654-3210', ['L1']],
    ['+1 (415) 555-2671', ['L7']],
    ['9000000000', []],
    [' ROHAN@example.com ', ['L3']],
    ['kiran@EXAMPLE.com', ['L6']],
  ])('finds %j by its phone number or e-mail address in any format', async (q, expected) => {
    expect(await labels(`?q=${encodeURIComponent(q)}`)).toEqual(expected);
  });

  it('shows an agent unassigned leads and their own only', async () => {
    expect(await labels('', 'agentA')).toEqual(['L7', 'L6', 'L5', 'L4', 'L1']);
    expect(await labels('?assignee=anyone', 'agentB')).toEqual(['L7', 'L5', 'L4', 'L2']);
    expect(await labels('?assignee=me', 'agentA')).toEqual(['L6', 'L1']);
    expect(await labels('?assignee=unassigned&status=open', 'agentA')).toEqual(['L7', 'L4']);
    expect(await labels('?q=9811112222', 'agentA')).toEqual([]);
  });

  it('refuses an agent’s filter on another staff member', async () => {
    const response = await list(`?assignee=${staffIds.agentB}`, 'agentA');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: LEADS_QUERY_MESSAGES.agentAssignee, fields: { assignee: LEADS_QUERY_MESSAGES.agentAssignee } });
  });

  it.each([
    ['', 2, [['L7', 'L6'], ['L5', 'L4'], ['L3', 'L2'], ['L1']]],
    ['&status=open', 3, [['L7', 'L6', 'L4'], ['L2', 'L1']]],
    ['', 7, [['L7', 'L6', 'L5', 'L4', 'L3', 'L2', 'L1']]],
    ['&kind=callback', 1, [['L7'], ['L4'], ['L2']]],
  ])('pages%s by %i without gaps or repeats', async (filter, limit, expected) => {
    const pages: string[][] = [];
    let before: string | null = null;
    do {
      const page: LeadList = (await list(`?limit=${limit}${filter}${before === null ? '' : `&before=${before}`}`)).json<LeadList>();
      pages.push(page.leads.map((lead) => labelOf(lead.id)));
      before = page.nextBefore;
    } while (before !== null);
    expect(pages).toEqual(expected);
  });

  it('answers 400 with each field’s message for a query it cannot use', async () => {
    const response = await list('?kind=lab&status=done&assignee=someone&overdue=false&from=2026-02-30&to=31-01-2026&q=hello&limit=0&before=abc&colour=red');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Bad Request',
      message: LEADS_QUERY_MESSAGES.kind,
      fields: {
        kind: LEADS_QUERY_MESSAGES.kind,
        status: LEADS_QUERY_MESSAGES.status,
        assignee: LEADS_QUERY_MESSAGES.assignee,
        overdue: LEADS_QUERY_MESSAGES.overdue,
        from: LEADS_QUERY_MESSAGES.from,
        to: LEADS_QUERY_MESSAGES.to,
        q: LEADS_QUERY_MESSAGES.q,
        limit: LEADS_QUERY_MESSAGES.limit,
        before: LEADS_QUERY_MESSAGES.before,
        colour: 'Unknown field',
      },
    });
  });

  it.each([
    ['?from=2026-02-02&to=2026-02-01', 'to', LEADS_QUERY_MESSAGES.range],
    ['?q=12345', 'q', LEADS_QUERY_MESSAGES.q],
    ['?q=%2B91%2098765', 'q', LEADS_QUERY_MESSAGES.q],
    ['?q=asha%40example', 'q', LEADS_QUERY_MESSAGES.q],
    ['?limit=101', 'limit', LEADS_QUERY_MESSAGES.limit],
    ['?before=-1', 'before', LEADS_QUERY_MESSAGES.before],
    ['?kind=callback&kind=contact', 'kind', LEADS_QUERY_MESSAGES.kind],
  ])('answers 400 for %s', async (query, field, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message, fields: { [field]: message } });
  });

  it('files one inbox row for a callback posted through the public API, however often it is retried', async () => {
    const headers = { 'idempotency-key': 'inbox-list-retry-0001', ...formTokenHeaders(server, 'callback') };
    const first = await server.postJson('/api/callbacks', { phone: '+919822223333' }, headers);
    const replay = await server.postJson('/api/callbacks', { phone: '+919822223333' }, headers);
    expect([first.statusCode, replay.statusCode]).toEqual([201, 201]);
    const id = first.json<{ id: string }>().id;
    expect(replay.json<{ id: string }>().id).toBe(id);

    expect((await list('?q=9822223333')).json<LeadList>().leads.map((lead) => lead.id)).toEqual([id]);
    expect((await server.rows('leads')).filter((row) => row.id === id)).toHaveLength(1);
    ids.L8 = id;
  });

  it('leaves out a lead whose record was erased, still filling the page', async () => {
    await runSql(server, `DELETE FROM contacts WHERE id = '${ids.L6}'`);
    const pages: string[][] = [];
    let before: string | null = null;
    do {
      const page: LeadList = (await list(`?limit=2${before === null ? '' : `&before=${before}`}`)).json<LeadList>();
      pages.push(page.leads.map((lead) => labelOf(lead.id)));
      before = page.nextBefore;
    } while (before !== null);
    expect(pages).toEqual([['L8', 'L7'], ['L5', 'L4'], ['L3', 'L2'], ['L1']]);
  });
});
