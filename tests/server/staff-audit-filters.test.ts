import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@/features/staff/api/audit-schema';
import type { StaffMember } from '@/features/staff/api/staff-members';
import { createStaffMember, runStaff, signIn, staffHeaders, testClock, type StaffSignedIn } from './support/staff';
import { startTestApp, type TestApp } from './support/test-app';

const clock = testClock();
let server: TestApp;
let admin: StaffSignedIn;
let members: StaffMember[];
beforeAll(async () => {
  server = await startTestApp({ clock: clock.now });
  const adminMember = await createStaffMember(server, clock, 'asha.admin@healvia.example', 'admin');
  await createStaffMember(server, clock, 'ravi.agent@healvia.example', 'agent');
  admin = await signIn(server, clock, adminMember);
  members = (await server.request({ method: 'GET', url: '/api/staff/staff-members', headers: staffHeaders(admin) })).json<{ staff: StaffMember[] }>().staff;
});
afterAll(() => server.close());

const getAudit = (query: string) => server.request({ method: 'GET', url: `/api/staff/audit${query}`, headers: staffHeaders(admin) });
const idOf = (email: string) => members.find((member) => member.email === email)!.id;

describe('GET /api/staff/audit filters', () => {
  it('filters by action', async () => {
    const page = (await getAudit('?action=staff.enrolled')).json<AuditPage>();
    expect(page.entries.map((entry) => [entry.action, entry.actor?.email])).toEqual([
      ['staff.enrolled', 'ravi.agent@healvia.example'],
      ['staff.enrolled', 'asha.admin@healvia.example'],
    ]);
  });

  it('filters by actor, and `system` finds the entries the server wrote itself', async () => {
    const byAgent = (await getAudit(`?actor=${idOf('ravi.agent@healvia.example')}`)).json<AuditPage>();
    expect(byAgent.entries.length).toBeGreaterThan(0);
    expect(new Set(byAgent.entries.map((entry) => entry.actor?.email))).toEqual(new Set(['ravi.agent@healvia.example']));

    const bySystem = (await getAudit('?actor=system')).json<AuditPage>();
    expect(bySystem.entries.map((entry) => [entry.action, entry.actor])).toEqual([
      ['staff.added', null],
      ['staff.added', null],
    ]);
  });

  it('combines action, actor and paging, and logs the filter with the read', async () => {
    const adminId = idOf('asha.admin@healvia.example');
    const first = (await getAudit(`?action=audit.read&actor=${adminId}&limit=2`)).json<AuditPage>();
    expect(first.entries).toHaveLength(2);
    expect(first.entries[0]!.detail).toEqual({ since: null, before: null, limit: 2, action: 'audit.read', actor: adminId });
    const second = (await getAudit(`?action=audit.read&actor=${adminId}&limit=2&before=${first.nextBefore}`)).json<AuditPage>();
    expect(second.entries.every((entry) => entry.action === 'audit.read' && entry.id < first.nextBefore!)).toBe(true);
    expect((await getAudit(`?action=staff.sign-in&actor=${idOf('ravi.agent@healvia.example')}`)).json<AuditPage>().entries).toEqual([]);
  });

  it('answers 400 with the field messages for a filter it cannot use', async () => {
    const response = await getAudit(`?action=${encodeURIComponent('DROP TABLE')}&actor=me`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: { action: 'Choose an action from the list', actor: 'Choose a staff member from the list' },
    });
    expect((await getAudit(`?action=${'a.'.repeat(40)}b`)).statusCode).toBe(400);
  });

  it('keeps a system entry attributed to nobody after more staff are added', async () => {
    expect((await runStaff(server.storageEnv, 'add', 'new.agent@healvia.example', '--role', 'agent')).code).toBe(0);
    const bySystem = (await getAudit('?actor=system&action=staff.added&limit=1')).json<AuditPage>();
    expect(bySystem.entries[0]).toMatchObject({ action: 'staff.added', actor: null, detail: { role: 'agent', via: 'cli' } });
  });
});
