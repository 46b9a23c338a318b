import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadList } from '@/features/staff/api/lead-summary';
import type { QuarantineList } from '@/features/staff/api/quarantine-schema';
import { staffHeaders, testClock } from './support/staff';
import { deleteQuarantined, listQuarantine, quarantinedLead, releaseQuarantined } from './support/quarantine';
import { leadAudit, leadTeam, type LeadTeam } from './support/staff-leads';
import { startTestApp, type TestApp } from './support/test-app';

// Quarantined leads are put in place through SQL (support/quarantine.ts), not through the lead routes' screening.
const clock = testClock(Date.parse('2026-03-14T08:30:00Z'));
let server: TestApp;
let team: LeadTeam;
const ids: Record<string, string> = {};
const labelOf = (id: string) => Object.entries(ids).find(([, candidate]) => candidate === id)?.[0] ?? id;

beforeAll(async () => {
  server = await startTestApp({ clock: clock.now });
  team = await leadTeam(server, clock);
  ids.Q1 = await quarantinedLead(server, 'appointment', ['token-missing'], '2026-03-14T06:00:00.000Z', { phone: '+919811110001', email: 'meera@example.com' });
  ids.Q2 = await quarantinedLead(server, 'callback', ['token-reused', 'phone-repeated'], '2026-03-14T07:00:00.000Z', { phone: '+919811110002' });
  ids.Q3 = await quarantinedLead(server, 'contact', ['honeypot'], '2026-03-14T07:00:00.000Z', { phone: '9811110003', email: 'kiran@example.com' });
  ids.Q4 = await quarantinedLead(server, 'callback', ['address-limit'], '2026-03-14T08:00:00.000Z', { phone: '+919811110004' });
});
afterAll(() => server.close());

const page = async (query = '') => {
  const response = await listQuarantine(server, team.agent, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<QuarantineList>();
};
/** Q2 and Q3 arrived at the same moment: the id breaks the tie, as the keyset does. */
const tied = () => [ids.Q2!, ids.Q3!].sort().reverse().map(labelOf);
const inboxIds = async () =>
  (await server.request({ method: 'GET', url: '/api/staff/leads', headers: staffHeaders(team.supervisor) })).json<LeadList>().leads.map((lead) => lead.id);

describe('GET /api/staff/quarantine', () => {
  it('lists every role newest first, with why, the name as the inbox shows it and phone and e-mail masked', async () => {
    const { leads, nextBefore } = await page();
    expect(leads.map((lead) => labelOf(lead.id))).toEqual(['Q4', ...tied(), 'Q1']);
    expect(nextBefore).toBeNull();
    const byLabel = Object.fromEntries(leads.map((lead) => [labelOf(lead.id), lead]));
    expect(byLabel.Q1).toEqual({ id: ids.Q1, kind: 'appointment', receivedAt: '2026-03-14T06:00:00.000Z', reasons: ['token-missing'], name: 'Asha Verma', phone: '••••••0001', email: 'm•••@example.com' });
    expect(byLabel.Q2).toMatchObject({ kind: 'callback', reasons: ['token-reused', 'phone-repeated'], name: null, phone: '••••••0002', email: null });
    expect(byLabel.Q3).toMatchObject({ kind: 'contact', reasons: ['honeypot'], name: 'Rohan Mehta', email: 'k•••@example.com' });
    const body = JSON.stringify(leads);
    for (const clear of ['9811110001', '9811110003', 'meera@example.com', 'kiran@example.com']) expect(body).not.toContain(clear);
    // None of them is in the inbox.
    expect((await inboxIds()).filter((id) => Object.values(ids).includes(id))).toEqual([]);
  });

  it('pages by received time and id, so leads received at the same moment are neither repeated nor skipped', async () => {
    const first = await page('?limit=2');
    expect(first.leads.map((lead) => labelOf(lead.id))).toEqual(['Q4', tied()[0]]);
    const second = await page(`?limit=2&before=${encodeURIComponent(first.nextBefore!)}`);
    expect(second.leads.map((lead) => labelOf(lead.id))).toEqual([tied()[1], 'Q1']);
    expect(second.nextBefore).toBeNull();
  });

  it.each([
    ['?before=yesterday', 'This page link is not valid; start again from the newest requests'],
    ['?limit=0', 'Enter a number of requests from 1 to 100'],
    ['?status=new', 'Unknown field'],
  ])('refuses %s', async (query, message) => {
    const response = await listQuarantine(server, team.agent, query);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });
});

describe('releasing and deleting', () => {
  it('releases a lead into the inbox as a new arrival, audited, and tells the next one who released it', async () => {
    const released = await releaseQuarantined(server, team.agent, ids.Q2!);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toEqual({ id: ids.Q2, kind: 'callback' });
    expect(await inboxIds()).toContain(ids.Q2);
    expect((await page()).leads.map((lead) => lead.id)).not.toContain(ids.Q2);
    const [entry, ...more] = await leadAudit(server, ids.Q2!);
    expect(more).toEqual([]);
    expect(entry).toEqual({ action: 'lead.release', target: `lead:${ids.Q2}`, actor_staff_id: team.ids['asha.agent@healvia.example'], detail: { kind: 'callback', from: 'quarantine' } });
    const [row] = (await server.rows('audit_log')).filter((candidate) => candidate.target === `lead:${ids.Q2}`);
    expect(row!.client_hash).toEqual(expect.any(String));

    for (const again of [await releaseQuarantined(server, team.otherAgent, ids.Q2!), await deleteQuarantined(server, team.supervisor, ids.Q2!)]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/^asha\.agent@healvia\.example released this request to the inbox at \d{2}:\d{2}\.$/);
    }
    expect(await leadAudit(server, ids.Q2!)).toHaveLength(1);
  });

  it('lets a supervisor delete one, erasing its record, audited; agents may not', async () => {
    expect((await deleteQuarantined(server, team.agent, ids.Q3!)).statusCode).toBe(403);
    const deleted = await deleteQuarantined(server, team.supervisor, ids.Q3!);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await server.rows('contacts')).map((row) => row.id)).not.toContain(ids.Q3);
    expect((await server.rows('quarantined_leads')).map((row) => row.id)).not.toContain(ids.Q3);
    expect(await inboxIds()).not.toContain(ids.Q3);
    expect(await leadAudit(server, ids.Q3!)).toEqual([
      { action: 'lead.delete', target: `lead:${ids.Q3}`, actor_staff_id: team.ids['chitra.lead@healvia.example'], detail: { kind: 'contact', from: 'quarantine' } },
    ]);
    for (const again of [await releaseQuarantined(server, team.agent, ids.Q3!), await deleteQuarantined(server, team.supervisor, ids.Q3!)]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/^chitra\.lead@healvia\.example deleted this request at \d{2}:\d{2}\.$/);
    }
  });

  it('answers 404 for a lead that was never in quarantine', async () => {
    for (const id of ['no-such-lead', '0b7d3c52-4a8e-4f7e-9d55-6a1f2f0c9e11']) {
      for (const response of [await releaseQuarantined(server, team.agent, id), await deleteQuarantined(server, team.supervisor, id)]) {
        expect([response.statusCode, response.json().message]).toEqual([404, 'This request is not in quarantine.']);
      }
    }
  });

  it('lets exactly one of two releases at the same moment through', async () => {
    const answers = await Promise.all([releaseQuarantined(server, team.agent, ids.Q4!), releaseQuarantined(server, team.otherAgent, ids.Q4!)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await leadAudit(server, ids.Q4!)).map((entry) => entry.action)).toEqual(['lead.release']);
    expect((await inboxIds()).filter((id) => id === ids.Q4)).toHaveLength(1);
  });
});
