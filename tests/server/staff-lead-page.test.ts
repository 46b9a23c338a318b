import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadAssignee } from '@/features/staff/api/lead-assignees';
import type { LeadDetail } from '@/features/staff/api/lead-detail';
import { runSql } from './support/run-sql';
import { runStaff, staffHeaders, testClock } from './support/staff';
import { changeLead, leadAudit, leadDetail, leadTeam, postLead, viewLead, type LeadTeam } from './support/staff-leads';
import { testEngine } from './support/test-database';
import { startTestApp, type TestApp } from './support/test-app';

const clock = testClock(Date.parse('2026-03-02T08:30:00Z'));
let server: TestApp;
let team: LeadTeam;
beforeAll(async () => {
  server = await startTestApp({ clock: clock.now });
  team = await leadTeam(server, clock);
});
afterAll(() => server.close());

describe('GET /api/staff/leads/:id', () => {
  it('shows every field as received, the phone and e-mail masked, and logs the view', async () => {
    const id = await postLead(server, 'appointment');
    const response = await viewLead(server, team.agent, id);
    expect(response.statusCode).toBe(200);
    expect(response.json<LeadDetail>()).toMatchObject({
      id,
      kind: 'appointment',
      status: 'new',
      outcome: null,
      assignee: null,
      name: 'Asha Verma',
      contact: '••••••3210',
      version: 1,
      closedAt: null,
      fields: { fullName: 'Asha Verma', email: 'a•••@example.in', phone: '••••••3210', preferredTime: '10:00 AM - 11:00 AM', department: 'Cardiology' },
      notes: [],
      duplicateOf: null,
      updatedBy: null,
    });
    expect(response.body).not.toMatch(/9876543210|asha\.verma@/);
    expect(await leadAudit(server, id)).toEqual([{ action: 'lead.view', target: `lead:${id}`, actor_staff_id: team.ids['asha.agent@healvia.example'], detail: {} }]);
  });

  it('shows a contact message with its address and message, and a callback with its phone only', async () => {
    const contact = await leadDetail(server, team.supervisor, await postLead(server, 'contact', { phone: '9000000001' }));
    expect(contact).toMatchObject({ kind: 'contact', name: 'Rohan Mehta', fields: { address: '12 MG Road, Bengaluru', message: 'Please call me about a health check.', email: 'r•••@example.com' } });
    const callback = await leadDetail(server, team.supervisor, await postLead(server, 'callback', { phone: '+919000000002' }));
    expect(callback).toMatchObject({ kind: 'callback', name: null, contact: '••••••0002', fields: { phone: '••••••0002' } });
  });

  it('answers 404 for a lead that does not exist', async () => {
    const response = await viewLead(server, team.agent, 'no-such-lead');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'This lead does not exist. It may have been erased.' });
  });
});

describe('POST /api/staff/leads/:id/reveal', () => {
  it('answers the full value, its audit entry already committed', async () => {
    const id = await postLead(server, 'appointment', { phone: '+919000000003' });
    const phone = await changeLead(server, team.agent, id, 'reveal', { field: 'phone' });
    expect(phone.json()).toEqual({ value: '+919000000003' });
    expect((await leadAudit(server, id)).map(({ action, detail }) => [action, detail])).toEqual([['lead.reveal', { field: 'phone' }]]);
    expect((await changeLead(server, team.agent, id, 'reveal', { field: 'email' })).json()).toEqual({ value: 'asha.verma@example.in' });
  });

  it('shows nothing when its audit entry cannot be written', async () => {
    const id = await postLead(server, 'callback', { phone: '+919000000004' });
    const refuse = "'reveals refused for this test'";
    await runSql(
      server,
      testEngine === 'sqlite'
        ? `CREATE TRIGGER no_reveals BEFORE INSERT ON audit_log WHEN NEW.action = 'lead.reveal' BEGIN SELECT RAISE(ABORT, ${refuse}); END`
        : `CREATE FUNCTION no_reveals() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION ${refuse}; END $$;
           CREATE TRIGGER no_reveals BEFORE INSERT ON audit_log FOR EACH ROW WHEN (NEW.action = 'lead.reveal') EXECUTE FUNCTION no_reveals()`,
    );
    try {
      // Past the test app's own check: this one answer is meant to be a 500.
      const response = await server.app.inject({ method: 'POST', url: `/api/staff/leads/${id}/reveal`, payload: { field: 'phone' }, headers: staffHeaders(team.agent) });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('9000000004');
    } finally {
      await runSql(server, testEngine === 'sqlite' ? 'DROP TRIGGER no_reveals' : 'DROP TRIGGER no_reveals ON audit_log; DROP FUNCTION no_reveals()');
    }
    expect(await leadAudit(server, id)).toEqual([]);
  });

  it('answers 404 for a detail the lead came without, and 400 for a field that cannot be revealed', async () => {
    const id = await postLead(server, 'callback', { phone: '+919000000005' });
    const email = await changeLead(server, team.agent, id, 'reveal', { field: 'email' });
    expect([email.statusCode, email.json().message]).toEqual([404, 'This lead came without an e-mail address']);
    const name = await changeLead(server, team.agent, id, 'reveal', { field: 'name' });
    expect([name.statusCode, name.json().fields]).toEqual([400, { field: 'Choose what to reveal: phone or email' }]);
    expect(await leadAudit(server, id)).toEqual([]);
  });
});

describe('possible duplicates', () => {
  it('lists the other leads with the same phone or e-mail within 30 days, newest first, and marks one a duplicate', async () => {
    const callback = await postLead(server, 'callback', { phone: '+919811122233' });
    const old = await postLead(server, 'callback', { phone: '+919811122233' });
    const contact = await postLead(server, 'contact', { phone: '9811122233', email: 'dup@example.com' });
    const appointment = await postLead(server, 'appointment', { phone: '+919822233344', email: 'DUP@example.com' });
    await postLead(server, 'callback', { phone: '+919833344455' });
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
    await runSql(server, `UPDATE leads SET received_at = '${longAgo}' WHERE id = '${old}'`);

    const page = await leadDetail(server, team.supervisor, contact);
    expect(page.duplicates.map((lead) => [lead.id, lead.kind, lead.status])).toEqual([
      [appointment, 'appointment', 'new'],
      [callback, 'callback', 'new'],
    ]);

    const marked = await changeLead(server, team.supervisor, contact, 'duplicate-of', { version: 1, originalId: callback });
    expect(marked.json<LeadDetail>()).toMatchObject({ duplicateOf: callback, version: 2, updatedBy: { email: 'chitra.lead@healvia.example' } });
    const circular = await changeLead(server, team.supervisor, callback, 'duplicate-of', { version: 1, originalId: contact });
    expect([circular.statusCode, circular.json().fields]).toEqual([400, { originalId: 'That lead is already marked a duplicate of this one' }]);
    const itself = await changeLead(server, team.supervisor, contact, 'duplicate-of', { version: 2, originalId: contact });
    expect([itself.statusCode, itself.json().fields]).toEqual([400, { originalId: 'A lead cannot be a duplicate of itself' }]);
    const unknown = await changeLead(server, team.supervisor, contact, 'duplicate-of', { version: 2, originalId: 'no-such-lead' });
    expect([unknown.statusCode, unknown.json().fields]).toEqual([400, { originalId: 'There is no lead with this id' }]);
    const cleared = await changeLead(server, team.supervisor, contact, 'duplicate-of', { version: 2, originalId: null });
    expect(cleared.json<LeadDetail>()).toMatchObject({ duplicateOf: null, version: 3 });
    expect((await leadAudit(server, contact)).filter((entry) => entry.action === 'lead.duplicate').map((entry) => entry.detail)).toEqual([{ originalId: callback }, { originalId: null }]);
  });
});

describe('POST /api/staff/leads/:id/notes', () => {
  it('adds a note without touching the version, and logs it without its text', async () => {
    const id = await postLead(server, 'callback', { phone: '+919000000006' });
    const response = await changeLead(server, team.agent, id, 'notes', { body: '  Asked to call after 6 pm.  ' });
    const page = response.json<LeadDetail>();
    expect(page.version).toBe(1);
    expect(page.notes).toEqual([{ id: expect.any(String), at: new Date(clock.now()).toISOString(), author: { id: team.ids['asha.agent@healvia.example'], email: 'asha.agent@healvia.example' }, body: 'Asked to call after 6 pm.' }]);
    expect(await leadAudit(server, id)).toEqual([{ action: 'lead.note', target: `lead:${id}`, actor_staff_id: team.ids['asha.agent@healvia.example'], detail: { noteId: page.notes[0]!.id } }]);
  });

  it('refuses an empty or an overlong note', async () => {
    const id = await postLead(server, 'callback', { phone: '+919000000007' });
    for (const [body, message] of [
      [' ', 'Write the note'],
      ['x'.repeat(2001), 'A note must be 2000 characters or fewer'],
    ]) {
      const response = await changeLead(server, team.agent, id, 'notes', { body });
      expect([response.statusCode, response.json().fields]).toEqual([400, { body: message }]);
    }
    expect((await changeLead(server, team.agent, id, 'notes', { body: 'x'.repeat(2000) })).statusCode).toBe(200);
  });
});

describe('GET /api/staff/assignees', () => {
  it('lists the enabled, enrolled staff, for supervisors and admins only', async () => {
    await runStaff(server.storageEnv, 'add', 'not.enrolled@healvia.example', '--role', 'agent');
    const response = await server.request({ method: 'GET', url: '/api/staff/assignees', headers: staffHeaders(team.supervisor) });
    expect(response.json<LeadAssignee[]>()).toEqual([
      { id: team.ids['asha.agent@healvia.example'], email: 'asha.agent@healvia.example', role: 'agent' },
      { id: team.ids['bala.agent@healvia.example'], email: 'bala.agent@healvia.example', role: 'agent' },
      { id: team.ids['chitra.lead@healvia.example'], email: 'chitra.lead@healvia.example', role: 'supervisor' },
    ]);
    expect((await server.request({ method: 'GET', url: '/api/staff/assignees', headers: staffHeaders(team.agent) })).statusCode).toBe(403);
  });
});
