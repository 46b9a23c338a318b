import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadConflict } from '@/features/staff/api/lead-change-schema';
import type { LeadDetail } from '@/features/staff/api/lead-detail';
import { createAuditLog } from '../../server/storage/audit-log';
import { createGroupCommit } from '../../server/storage/group-commit';
import { createLeadChangeStore } from '../../server/storage/lead-changes';
import { openStorage } from '../../server/storage/open-storage';
import { staffHeaders, testClock } from './support/staff';
import { changeLead, leadAudit, leadDetail, leadTeam, postLead, viewLead, type LeadTeam } from './support/staff-leads';
import { startTestApp, type TestApp } from './support/test-app';

const clock = testClock(Date.parse('2026-03-02T08:30:00Z'));
let server: TestApp;
let team: LeadTeam;
beforeAll(async () => {
  server = await startTestApp({ clock: clock.now });
  team = await leadTeam(server, clock);
});
afterAll(() => server.close());

const ASSIGNED_ELSEWHERE = 'This lead is assigned to someone else.';

describe('claim and assign', () => {
  it('lets an agent claim an unassigned lead, and keeps every other agent out of it', async () => {
    const id = await postLead(server, 'callback', { phone: '+919100000001' });
    const claimed = await changeLead(server, team.agent, id, 'claim', { version: 1 });
    expect(claimed.json<LeadDetail>()).toMatchObject({ assignee: { email: 'asha.agent@healvia.example' }, version: 2, updatedBy: { email: 'asha.agent@healvia.example' } });

    for (const response of [
      await viewLead(server, team.otherAgent, id),
      await changeLead(server, team.otherAgent, id, 'reveal', { field: 'phone' }),
      await changeLead(server, team.otherAgent, id, 'claim', { version: 2 }),
      await changeLead(server, team.otherAgent, id, 'status', { version: 2, status: 'contacted' }),
      await changeLead(server, team.otherAgent, id, 'duplicate-of', { version: 2, originalId: null }),
      await changeLead(server, team.otherAgent, id, 'notes', { body: 'Mine now' }),
    ]) {
      expect([response.statusCode, response.json().message]).toEqual([403, ASSIGNED_ELSEWHERE]);
    }
    const me = team.ids['asha.agent@healvia.example'];
    expect((await leadAudit(server, id)).map(({ action, detail }) => [action, detail])).toEqual([['lead.claim', { from: null, to: me }]]);
  });

  it('gives a lead two agents claim at once to one of them; the other is told it is taken', async () => {
    const id = await postLead(server, 'callback', { phone: '+919100000009' });
    const answers = await Promise.all([changeLead(server, team.agent, id, 'claim', { version: 1 }), changeLead(server, team.otherAgent, id, 'claim', { version: 1 })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    expect(answers.find((answer) => answer.statusCode === 403)!.json().message).toBe(ASSIGNED_ELSEWHERE);
    expect((await leadAudit(server, id)).filter((entry) => entry.action === 'lead.claim')).toHaveLength(1);
  });

  it('lets a supervisor assign, reassign and unassign, to enrolled staff only', async () => {
    const id = await postLead(server, 'callback', { phone: '+919100000002' });
    const [asha, bala] = [team.ids['asha.agent@healvia.example']!, team.ids['bala.agent@healvia.example']!];
    expect((await changeLead(server, team.supervisor, id, 'assign', { version: 1, assigneeId: asha })).json<LeadDetail>().assignee).toEqual({ id: asha, email: 'asha.agent@healvia.example' });
    expect((await changeLead(server, team.supervisor, id, 'assign', { version: 2, assigneeId: bala })).json<LeadDetail>().version).toBe(3);
    expect((await viewLead(server, team.agent, id)).statusCode).toBe(403);
    expect((await viewLead(server, team.otherAgent, id)).statusCode).toBe(200);

    const stranger = await changeLead(server, team.supervisor, id, 'assign', { version: 3, assigneeId: 'no-such-staff' });
    expect([stranger.statusCode, stranger.json().fields]).toEqual([400, { assigneeId: 'Choose a staff member who can take leads: this one is disabled or has not enrolled yet' }]);
    expect((await changeLead(server, team.supervisor, id, 'assign', { version: 3, assigneeId: null })).json<LeadDetail>()).toMatchObject({ assignee: null, version: 4 });
    expect((await changeLead(server, team.agent, id, 'assign', { version: 4, assigneeId: asha })).statusCode).toBe(403);
    expect((await leadAudit(server, id)).filter((entry) => entry.action === 'lead.assign').map((entry) => entry.detail)).toEqual([
      { from: null, to: asha },
      { from: asha, to: bala },
      { from: bala, to: null },
    ]);
  });
});

describe('status', () => {
  const setStatus = (id: string, version: number, status: string, outcome?: string) => changeLead(server, team.agent, id, 'status', { version, status, outcome });

  it('moves a lead through attempts and contact to booked, and reopens it to contacted', async () => {
    const id = await postLead(server, 'callback', { phone: '+919100000003' });
    const noOutcome = await setStatus(id, 1, 'attempted');
    expect([noOutcome.statusCode, noOutcome.json().fields]).toEqual([400, { outcome: 'Choose what happened: no answer, busy, wrong number or switched off' }]);
    expect((await setStatus(id, 1, 'attempted', 'busy')).json<LeadDetail>()).toMatchObject({ status: 'attempted', outcome: 'busy', version: 2 });
    expect((await setStatus(id, 2, 'attempted', 'no_answer')).json<LeadDetail>()).toMatchObject({ outcome: 'no_answer', version: 3 });
    const withOutcome = await setStatus(id, 3, 'contacted', 'busy');
    expect([withOutcome.statusCode, withOutcome.json().fields]).toEqual([400, { outcome: 'An outcome goes with the status Attempted only' }]);
    expect((await setStatus(id, 3, 'contacted')).json<LeadDetail>()).toMatchObject({ status: 'contacted', outcome: null, closedAt: null });
    expect((await setStatus(id, 4, 'booked')).json<LeadDetail>()).toMatchObject({ status: 'booked', closedAt: new Date(clock.now()).toISOString() });
    const toNew = await setStatus(id, 5, 'new');
    expect([toNew.statusCode, toNew.json().message]).toEqual([400, 'A lead that is Booked cannot be set to New. From Booked it can go to Contacted.']);
    expect((await setStatus(id, 5, 'contacted')).json<LeadDetail>()).toMatchObject({ status: 'contacted', closedAt: null, version: 6 });
    expect((await leadAudit(server, id)).map((entry) => entry.detail)).toEqual([
      { from: 'new', to: 'attempted', outcome: 'busy' },
      { from: 'attempted', to: 'attempted', outcome: 'no_answer' },
      { from: 'attempted', to: 'contacted', outcome: null },
      { from: 'contacted', to: 'booked', outcome: null },
      { from: 'booked', to: 'contacted', outcome: null },
    ]);
  });

  it('refuses a skipped step, and reopens junk never contacted to new', async () => {
    const id = await postLead(server, 'callback', { phone: '+919100000004' });
    const skipped = await setStatus(id, 1, 'booked');
    expect([skipped.statusCode, skipped.json().message]).toEqual([400, 'A lead that is New cannot be set to Booked. From New it can go to Attempted, Contacted or Junk.']);
    expect((await setStatus(id, 1, 'junk')).json<LeadDetail>().status).toBe('junk');
    expect((await setStatus(id, 2, 'contacted')).statusCode).toBe(400);
    expect((await setStatus(id, 2, 'new')).json<LeadDetail>()).toMatchObject({ status: 'new', closedAt: null });
  });
});

describe('changes made on an old version', () => {
  it('are refused with 409, saying who changed what and when, and store nothing', async () => {
    const id = await postLead(server, 'callback', { phone: '+919100000005' });
    await leadDetail(server, team.agent, id);
    clock.advance(Date.parse('2026-03-02T08:35:00Z') - clock.now());
    await changeLead(server, team.supervisor, id, 'status', { version: 1, status: 'attempted', outcome: 'switched_off' });
    const late = await changeLead(server, team.agent, id, 'status', { version: 1, status: 'contacted' });
    expect(late.statusCode).toBe(409);
    const conflict = late.json<LeadConflict>();
    expect(conflict.message).toBe('chitra.lead@healvia.example changed the status at 14:05. Your change was not saved: check the lead and try again.');
    expect(conflict.change).toEqual({ by: 'chitra.lead@healvia.example', at: '2026-03-02T08:35:00.000Z', field: 'status' });
    expect(conflict.current).toMatchObject({ id, status: 'attempted', outcome: 'switched_off', version: 2 });
    expect((await leadAudit(server, id)).map((entry) => entry.action)).toEqual(['lead.view', 'lead.status']);
  });

  it('let exactly one of two changes made on the same version win', async () => {
    for (let round = 0; round < 4; round += 1) {
      const id = await postLead(server, 'callback', { phone: `+91910000010${round}` });
      const [first, second] = await Promise.all([
        changeLead(server, team.agent, id, 'status', { version: 1, status: 'contacted' }),
        changeLead(server, team.supervisor, id, 'status', { version: 1, status: 'junk' }),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const winner = first.statusCode === 200 ? 'contacted' : 'junk';
      expect(await leadDetail(server, team.supervisor, id)).toMatchObject({ status: winner, version: 2 });
      expect((await leadAudit(server, id)).filter((entry) => entry.action === 'lead.status').map((entry) => entry.detail.to)).toEqual([winner]);
    }
  });
});

describe('two instances sharing the database', () => {
  /** Another instance's change store: its own connection(s) and group commits, so its transactions are its own. */
  async function otherInstance() {
    const engine = await openStorage({ dataDir: server.dataDir, databaseUrl: server.storageEnv.DATABASE_URL }, () => undefined);
    const context = { engine, groupCommit: createGroupCommit(engine.db, { concurrency: engine.writeConcurrency, isTransientConflict: engine.isTransientConflict }) };
    return { engine, changes: createLeadChangeStore(context, createAuditLog(context, clock.now), clock.now) };
  }

  it('store exactly one of two changes made on the same version, in separate transactions', async () => {
    const [a, b] = [await otherInstance(), await otherInstance()];
    const actorId = team.ids['chitra.lead@healvia.example']!;
    try {
      for (let round = 0; round < 4; round += 1) {
        const id = await postLead(server, 'callback', { phone: `+91910000011${round}` });
        const change = (status: 'contacted' | 'junk') => ({ leadId: id, version: 1, actorId, field: 'status' as const, set: (at: string) => ({ status, closed_at: status === 'junk' ? at : null }), entry: { actorId, action: 'lead.status' as const, target: `lead:${id}`, detail: { to: status } } });
        const stored = await Promise.all([a.changes.apply(change('contacted')), b.changes.apply(change('junk'))]);
        expect(stored.filter(Boolean)).toHaveLength(1);
        expect(await leadDetail(server, team.supervisor, id)).toMatchObject({ status: stored[0] ? 'contacted' : 'junk', version: 2 });
        expect((await leadAudit(server, id)).filter((entry) => entry.action === 'lead.status')).toHaveLength(1);
      }
    } finally {
      await a.engine.close();
      await b.engine.close();
    }
  });
});

describe('bad bodies', () => {
  const BODIES: unknown[] = [null, [], 'contacted', 42, {}, { version: '1' }, { version: 0 }, { version: 1.5 }, { version: 1, extra: true }, { version: 1, status: 'closed' }, { version: 1, assigneeId: 7 }, { version: 1, originalId: {} }, { body: 7 }, { field: ['phone'] }];

  it.each(['claim', 'assign', 'status', 'duplicate-of', 'notes', 'reveal'])('POST …/%s answers 400 with a message, never a 500', async (action) => {
    const id = await postLead(server, 'callback', { phone: '+919100000200' });
    for (const body of BODIES) {
      const response = await changeLead(server, team.supervisor, id, action, body);
      expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const notJson = await server.request({ method: 'POST', url: `/api/staff/leads/${id}/${action}`, payload: '{"version":', headers: { 'content-type': 'application/json', ...staffHeaders(team.supervisor) } });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('the audit log', () => {
  it('holds no phone number, e-mail, name or note in any lead entry', async () => {
    const id = await postLead(server, 'contact', { phone: '9100000300', email: 'private.person@example.com', name: 'Private Person' });
    await changeLead(server, team.agent, id, 'reveal', { field: 'phone' });
    await changeLead(server, team.agent, id, 'reveal', { field: 'email' });
    await changeLead(server, team.agent, id, 'notes', { body: 'Secret note text' });
    await changeLead(server, team.agent, id, 'claim', { version: 1 });
    const entries = (await server.rows('audit_log')).filter((row) => String(row.action).startsWith('lead.'));
    expect(entries.length).toBeGreaterThan(20);
    const written = JSON.stringify(entries);
    for (const secret of ['9100000300', 'private.person', 'Private Person', 'Secret note', '9100000001', '9100000005']) expect(written).not.toContain(secret);
  });
});
