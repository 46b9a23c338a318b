import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '@/features/staff/api/audit-schema';
import type { StaffMember } from '@/features/staff/api/staff-members';
import { createStaffMember, runStaff, signIn, staffHeaders, testClock, type StaffSignedIn } from './support/staff';
import { startTestApp, type TestApp } from './support/test-app';

const clock = testClock();
let server: TestApp;
let admin: StaffSignedIn;
beforeAll(async () => {
  server = await startTestApp({ clock: clock.now });
  const member = await createStaffMember(server, clock, 'asha.admin@healvia.example', 'admin');
  admin = await signIn(server, clock, member);
  for (const name of ['one', 'two', 'three']) await runStaff(server.storageEnv, 'add', `${name}@healvia.example`, '--role', 'agent');
});
afterAll(() => server.close());

const getAudit = (query: string) => server.request({ method: 'GET', url: `/api/staff/audit${query}`, headers: staffHeaders(admin) });

describe('GET /api/staff/audit', () => {
  it('lists entries newest first, a page at a time, each page linking to the next older one', async () => {
    const first = (await getAudit('?limit=2')).json<AuditPage>();
    expect(first.entries).toHaveLength(2);
    expect(first.entries[0]!.action).toBe('audit.read');
    expect(first.entries[0]!.actor).toEqual({ id: expect.any(String), email: 'asha.admin@healvia.example' });
    expect(first.nextBefore).toBe(first.entries[1]!.id);

    const seen: AuditEntry[] = [...first.entries];
    let before = first.nextBefore;
    while (before !== null) {
      const page = (await getAudit(`?limit=2&before=${before}`)).json<AuditPage>();
      seen.push(...page.entries);
      before = page.nextBefore;
    }
    const ids = seen.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    expect(seen.filter((entry) => entry.action === 'staff.added').map((entry) => entry.actor)).toEqual([null, null, null, null]);
    expect(seen.map((entry) => entry.action)).toEqual(expect.arrayContaining(['staff.enrolled', 'staff.sign-in']));
  });

  it('filters by time, and logs every read with its filter', async () => {
    clock.advance(20 * 60_000);
    const since = new Date(clock.now()).toISOString();
    const page = (await getAudit(`?since=${since}`)).json<AuditPage>();
    expect(page.entries.map((entry) => [entry.action, entry.detail])).toEqual([['audit.read', { since, before: null, limit: 50 }]]);
    expect(page.nextBefore).toBeNull();
  });

  it('answers 400 with field errors for a bad filter', async () => {
    const response = await getAudit('?since=yesterday&limit=1000&before=-1&who=me');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: {
        since: 'Enter a date like 2026-01-31, or a time like 2026-01-31T09:30:00Z',
        limit: 'Enter a number of entries from 1 to 200',
        before: 'This page link is not valid; start again from the newest entries',
        who: 'Unknown field',
      },
    });
    expect((await getAudit('?limit=1&limit=2')).statusCode).toBe(400);
  });
});

describe('GET /api/staff/staff-members', () => {
  it('lists every staff member without a secret, and logs the read', async () => {
    const response = await server.request({ method: 'GET', url: '/api/staff/staff-members', headers: staffHeaders(admin) });
    const { staff } = response.json<{ staff: StaffMember[] }>();
    expect(staff.map(({ email, role, enrolled }) => [email, role, enrolled])).toEqual([
      ['asha.admin@healvia.example', 'admin', true],
      ['one@healvia.example', 'agent', false],
      ['three@healvia.example', 'agent', false],
      ['two@healvia.example', 'agent', false],
    ]);
    expect(response.body).not.toMatch(/scrypt|enc:v1|password/);
    expect((await server.rows('audit_log')).at(-1)).toMatchObject({ action: 'staff-members.read' });
  });
});

describe('npm run staff -- audit', () => {
  it('prints the log as JSON lines, oldest first, from --since, and logs the export', async () => {
    const all = await runStaff(server.storageEnv, 'audit');
    expect(all.code).toBe(0);
    const entries = all.out.trim().split('\n').map((line) => JSON.parse(line) as AuditEntry);
    expect(entries[0]).toMatchObject({ action: 'staff.added', actor: null, detail: { role: 'admin', via: 'cli' } });
    expect(entries.map((entry) => entry.id)).toEqual([...entries.map((entry) => entry.id)].sort((a, b) => a - b));

    const recent = await runStaff(server.storageEnv, 'audit', '--since', new Date(clock.now()).toISOString());
    expect(recent.out.trim().split('\n').map((line) => (JSON.parse(line) as AuditEntry).action)).toEqual(['audit.read', 'staff-members.read']);

    const exported = (await server.rows('audit_log')).filter((row) => row.action === 'audit.exported').map((row) => JSON.parse(String(row.detail)));
    expect(exported).toEqual([
      { via: 'cli', since: null, rows: entries.length },
      { via: 'cli', since: new Date(clock.now()).toISOString(), rows: 2 },
    ]);
    expect((await runStaff(server.storageEnv, 'audit', '--since', 'last week')).code).toBe(2);
  });
});
