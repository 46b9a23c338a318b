import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffMember, postStaffJson, sessionCookieOf, signIn, testClock, totpCode, type StaffMemberFixture } from './support/staff';
import { formTokenHeaders } from './support/form-token';
import { startTestApp, type TestApp } from './support/test-app';

const clock = testClock();
let server: TestApp;
let member: StaffMemberFixture;
beforeAll(async () => {
  server = await startTestApp({ clock: clock.now });
  member = await createStaffMember(server, clock, 'kavya@healvia.example', 'agent');
});
afterAll(() => server.close());

const INVALID = { message: 'The email or password is not right', error: 'Unauthorized' };

const passwordStep = (body: unknown, headers: Record<string, string> = {}) => postStaffJson(server, '/api/staff/sign-in', body, headers);
const codeStep = (challenge: string, code: string) => postStaffJson(server, '/api/staff/sign-in/code', { challenge, code });

async function challengeFor(who: Pick<StaffMemberFixture, 'email' | 'password'> = member): Promise<string> {
  const response = await passwordStep({ email: who.email, password: who.password });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ challenge: string }>().challenge;
}

const auditActions = async () => (await server.rows('audit_log')).map((row) => String(row.action));

describe('the password step', () => {
  it('answers a challenge for the code step, and no session yet', async () => {
    const response = await passwordStep({ email: ' KAVYA@healvia.example', password: member.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ next: 'code', challenge: expect.stringMatching(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+:[A-Za-z0-9_-]{43}$/) });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('gives one answer for a wrong password and an unknown e-mail, and logs both failures', async () => {
    const before = (await auditActions()).filter((action) => action === 'staff.sign-in-failed').length;
    const wrong = await passwordStep({ email: member.email, password: 'not the right passphrase' });
    const unknown = await passwordStep({ email: 'nobody@healvia.example', password: member.password });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);
    }
    expect((await auditActions()).filter((action) => action === 'staff.sign-in-failed').length).toBe(before + 2);
  });

  it('answers 400 with field errors for a malformed body, never a 500', async () => {
    const missing = await passwordStep({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: { email: 'Enter your work email address', password: 'Enter your password' } });
    expect((await passwordStep({ email: member.email, password: member.password, role: 'admin' })).json()).toMatchObject({ fields: { role: 'Unknown field' } });
    expect((await passwordStep([1, 2])).statusCode).toBe(400);
    expect((await postStaffJson(server, '/api/staff/sign-in/code', { challenge: 42, code: 'abc' })).statusCode).toBe(400);
  });

  it('does not sign in with the visitor account rules: the visitor token opens nothing', async () => {
    const { token } = (await server.postJson('/api/register', { email: 'visitor@example.com', password: 'a visitor passphrase' }, formTokenHeaders(server, 'register'))).json<{ token: string }>();
    const response = await server.request({ method: 'GET', url: '/api/staff/session', headers: { authorization: `Bearer ${token}`, cookie: `access_token=${token}` } });
    expect(response.statusCode).toBe(401);
  });
});

describe('the code step', () => {
  it('signs in with the current TOTP code: a Secure, HttpOnly, SameSite=Strict __Host- cookie', async () => {
    clock.advance(30_000);
    const response = await codeStep(await challengeFor(), totpCode(member.secret, clock.now()));
    expect(response.statusCode).toBe(204);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-staff=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    const session = await server.request({ method: 'GET', url: '/api/staff/session', headers: { cookie: `__Host-staff=${sessionCookieOf(response)}` } });
    expect(session.json()).toEqual({ email: member.email, role: 'agent', csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(JSON.stringify(await server.rows('staff_sessions'))).not.toContain(sessionCookieOf(response));
  });

  it('accepts a code once: the same code again, or an earlier one, is refused', async () => {
    clock.advance(30_000);
    const code = totpCode(member.secret, clock.now());
    expect((await codeStep(await challengeFor(), code)).statusCode).toBe(204);

    const replay = await codeStep(await challengeFor(), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ fields: { code: 'That code is not right, or it has been used already. Wait for the next code and try again.' } });
    expect((await codeStep(await challengeFor(), totpCode(member.secret, clock.now() - 30_000))).statusCode).toBe(401);
    clock.advance(30_000);
    expect((await codeStep(await challengeFor(), totpCode(member.secret, clock.now()))).statusCode).toBe(204);
  });

  it('accepts the code of the step before or after, for phones whose clock drifts, but not two steps off', async () => {
    clock.advance(90_000);
    expect((await codeStep(await challengeFor(), totpCode(member.secret, clock.now() + 60_000))).statusCode).toBe(401);
    expect((await codeStep(await challengeFor(), totpCode(member.secret, clock.now() - 30_000))).statusCode).toBe(204);
    expect((await codeStep(await challengeFor(), totpCode(member.secret, clock.now() + 30_000))).statusCode).toBe(204);
  });

  it('accepts each recovery code once, typed in any case and grouping', async () => {
    const [first, second] = member.recoveryCodes;
    const typed = first!.toUpperCase().replaceAll('-', ' ');
    const response = await codeStep(await challengeFor(), typed);
    expect(response.statusCode).toBe(204);
    expect((await codeStep(await challengeFor(), first!)).statusCode).toBe(401);
    expect((await codeStep(await challengeFor(), second!)).statusCode).toBe(204);
    const signIns = (await server.rows('audit_log')).filter((row) => row.action === 'staff.sign-in').map((row) => JSON.parse(String(row.detail)));
    expect(signIns.at(-1)).toEqual({ method: 'recovery-code', recoveryCodesLeft: 8 });
  });

  it('refuses a challenge that was altered, has expired, or was overtaken by a later sign-in', async () => {
    const challenge = await challengeFor();
    const [payload, mac] = challenge.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), expiresAt: 9e15 })).toString('base64url')}.${mac}`;
    const expired = { message: 'Your sign-in took too long. Enter your email and password again.', error: 'Unauthorized' };
    clock.advance(30_000);
    expect((await codeStep(forged, totpCode(member.secret, clock.now()))).json()).toMatchObject(expired);

    const overtaken = await challengeFor();
    clock.advance(30_000);
    expect((await codeStep(await challengeFor(), totpCode(member.secret, clock.now()))).statusCode).toBe(204);
    clock.advance(30_000);
    expect((await codeStep(overtaken, totpCode(member.secret, clock.now()))).statusCode).toBe(401);

    const late = await challengeFor();
    clock.advance(5 * 60_000);
    const response = await codeStep(late, totpCode(member.secret, clock.now()));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject(expired);
  });

  it('logs each sign-in with a keyed hash of the address, never the address itself', async () => {
    clock.advance(30_000);
    const challenge = await challengeFor();
    await server.request({
      method: 'POST',
      url: '/api/staff/sign-in/code',
      payload: JSON.stringify({ challenge, code: totpCode(member.secret, clock.now()) }),
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      remoteAddress: '203.0.113.77',
    });
    const entry = (await server.rows('audit_log')).filter((row) => row.action === 'staff.sign-in').at(-1)!;
    expect(entry.client_hash).toMatch(/^[A-Za-z0-9_-]+:[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(entry)).not.toContain('203.0.113.77');
  });
});

describe('repeated failures', () => {
  it('slow down and lock like the visitor login: 429 with Retry-After, even for the right password and code', async () => {
    const lockClock = testClock();
    const locked = await startTestApp({ clock: lockClock.now, authRateLimit: { ipMax: 1_000, emailMax: 3, windowMs: 10 * 60_000 } });
    try {
      const guarded = await createStaffMember(locked, lockClock, 'guarded@healvia.example', 'admin');
      const post = (url: string, body: unknown) => postStaffJson(locked, url, body);
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await post('/api/staff/sign-in', { email: guarded.email, password: 'a wrong passphrase!' })).statusCode);
      expect(statuses).toEqual([401, 401, 401]);

      const refused = await post('/api/staff/sign-in', { email: 'GUARDED@healvia.example', password: guarded.password });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('600');
      expect(refused.json()).toEqual({ message: 'Too many requests. Please try again in 10 minutes.', error: 'Too Many Requests' });

      lockClock.advance(10 * 60_000);
      const { challenge } = (await post('/api/staff/sign-in', { email: guarded.email, password: guarded.password })).json<{ challenge: string }>();
      const codes = [];
      for (let attempt = 0; attempt < 2; attempt += 1) codes.push((await post('/api/staff/sign-in/code', { challenge, code: '000000' })).statusCode);
      expect(codes).toEqual([401, 401]);
      const right = await post('/api/staff/sign-in/code', { challenge, code: totpCode(guarded.secret, lockClock.now()) });
      expect(right.statusCode).toBe(429);
    } finally {
      await locked.close();
    }
  });

  it('a full sign-in forgives the earlier failures', async () => {
    await passwordStep({ email: member.email, password: 'not the right passphrase' });
    const key = createHash('sha256').update(`staff:${member.email}`).digest('base64url');
    expect((await server.rows('auth_attempts')).map((row) => row.key)).toContain(key);
    await signIn(server, clock, member);
    expect((await server.rows('auth_attempts')).map((row) => row.key)).not.toContain(key);
  });
});
