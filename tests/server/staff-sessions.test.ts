import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffMember, OWN_ORIGIN, runStaff, signIn, staffHeaders, testClock, type StaffMemberFixture, type StaffSignedIn } from './support/staff';
import { startTestApp, type TestApp } from './support/test-app';

const MINUTE = 60_000;
const clock = testClock();
let server: TestApp;
let agent: StaffMemberFixture;
let supervisor: StaffMemberFixture;
beforeAll(async () => {
  server = await startTestApp({ clock: clock.now });
  agent = await createStaffMember(server, clock, 'nikhil@healvia.example', 'agent');
  supervisor = await createStaffMember(server, clock, 'farah@healvia.example', 'supervisor');
});
afterAll(() => server.close());

const CLEARED = '__Host-staff=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict';

const sessionStatus = async (session: StaffSignedIn) =>
  (await server.request({ method: 'GET', url: '/api/staff/session', headers: { cookie: `__Host-staff=${session.sessionId}` } })).statusCode;
const post = (url: string, headers: Record<string, string>) => server.request({ method: 'POST', url, headers });

describe('how long a session lasts', () => {
  it('ends after 30 minutes without a request, and each request starts the 30 minutes again', async () => {
    const session = await signIn(server, clock, agent);
    clock.advance(29 * MINUTE);
    expect(await sessionStatus(session)).toBe(200);
    clock.advance(29 * MINUTE);
    expect(await sessionStatus(session)).toBe(200);
    clock.advance(30 * MINUTE);
    expect(await sessionStatus(session)).toBe(401);
    clock.advance(-30 * MINUTE);
    expect(await sessionStatus(session), 'an ended session stays ended').toBe(401);
    clock.advance(30 * MINUTE);
  });

  it('ends 12 hours after sign-in however busy it is', async () => {
    const session = await signIn(server, clock, agent);
    for (let elapsed = 0; elapsed < 12 * 60 - 25; elapsed += 25) {
      clock.advance(25 * MINUTE);
      expect(await sessionStatus(session)).toBe(200);
    }
    clock.advance(25 * MINUTE);
    expect(await sessionStatus(session)).toBe(401);
  });

  it('answers 401 for a cookie that names no session', async () => {
    expect(await sessionStatus({ sessionId: 'x'.repeat(43), csrfToken: '' })).toBe(401);
    const response = await server.request({ method: 'GET', url: '/api/staff/session', headers: { cookie: '__Host-staff=not a session' } });
    expect(response.json()).toEqual({ message: 'Sign in to the staff console to continue', error: 'Unauthorized' });
  });
});

describe('signing out', () => {
  it('"Sign out" ends this session only, and clears the cookie', async () => {
    const here = await signIn(server, clock, agent);
    const elsewhere = await signIn(server, clock, agent);
    const response = await post('/api/staff/sign-out', staffHeaders(here));
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toBe(CLEARED);
    expect(await sessionStatus(here)).toBe(401);
    expect(await sessionStatus(elsewhere)).toBe(200);
    expect((await post('/api/staff/sign-out', staffHeaders(elsewhere))).statusCode).toBe(204);
  });

  it('"Sign out everywhere" ends every session of this staff member, and no one else’s', async () => {
    const laptop = await signIn(server, clock, agent);
    const phone = await signIn(server, clock, agent);
    const colleague = await signIn(server, clock, supervisor);
    const response = await post('/api/staff/sign-out-everywhere', staffHeaders(laptop));
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toBe(CLEARED);
    expect([await sessionStatus(laptop), await sessionStatus(phone), await sessionStatus(colleague)]).toEqual([401, 401, 200]);
    const entry = (await server.rows('audit_log')).filter((row) => row.action === 'staff.sign-out-everywhere').at(-1)!;
    expect(JSON.parse(String(entry.detail))).toMatchObject({ sessionsEnded: 2 });
  });

  it('refuses to sign out without the CSRF token or from another origin (403), leaving the session live', async () => {
    const session = await signIn(server, clock, agent);
    const { 'x-csrf-token': _token, ...withoutToken } = staffHeaders(session);
    expect((await post('/api/staff/sign-out', withoutToken)).statusCode).toBe(403);
    expect((await post('/api/staff/sign-out', { ...staffHeaders(session), 'x-csrf-token': 'x'.repeat(43) })).statusCode).toBe(403);
    expect((await post('/api/staff/sign-out', { ...staffHeaders(session), origin: 'https://evil.example' })).statusCode).toBe(403);
    const { origin: _origin, ...withoutOrigin } = staffHeaders(session);
    expect((await post('/api/staff/sign-out', withoutOrigin)).statusCode).toBe(403);
    expect(await sessionStatus(session)).toBe(200);
  });

  it('logs sign-outs', async () => {
    const session = await signIn(server, clock, supervisor);
    await post('/api/staff/sign-out', staffHeaders(session));
    const actions = (await server.rows('audit_log')).map((row) => row.action);
    expect(actions).toContain('staff.sign-out');
  });
});

describe('npm run staff -- disable', () => {
  it('ends every session of that staff member at once, and they cannot sign in again', async () => {
    const leaver = await createStaffMember(server, clock, 'leaver@healvia.example', 'admin');
    const sessions = [await signIn(server, clock, leaver), await signIn(server, clock, leaver)];
    const disabled = await runStaff(server.storageEnv, 'disable', 'Leaver@healvia.example');
    expect(disabled).toMatchObject({ code: 0, out: 'Disabled leaver@healvia.example; 2 sessions ended.\n' });
    expect([await sessionStatus(sessions[0]!), await sessionStatus(sessions[1]!)]).toEqual([401, 401]);
    const again = await server.postJson('/api/staff/sign-in', { email: leaver.email, password: leaver.password }, { origin: OWN_ORIGIN });
    expect(again.statusCode).toBe(401);
  });
});
