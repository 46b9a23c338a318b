import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnrolmentDetails } from '@/features/staff/api/enrolment-schema';
import {
  createStaffMember,
  enrolmentTokenIn,
  enrolWith,
  postStaffJson,
  runStaff,
  signIn,
  STAFF_PASSWORD,
  testClock,
  totpCode,
} from './support/staff';
import { startTestApp, type TestApp } from './support/test-app';

const clock = testClock();
const logLines: string[] = [];
let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ clock: clock.now, logger: { level: 'info', stream: { write: (line) => logLines.push(line) } } });
});
afterAll(() => server.close());

const staff = (...args: string[]) => runStaff(server.storageEnv, ...args);
const getEnrolment = (token: string) => server.request({ method: 'GET', url: `/api/staff/enrolments/${token}` });
const postEnrolment = (token: string, body: unknown) => postStaffJson(server, `/api/staff/enrolments/${token}`, body);

async function addStaff(email: string, role = 'agent'): Promise<string> {
  const added = await staff('add', email, '--role', role);
  expect(added.code, added.err).toBe(0);
  return enrolmentTokenIn(added.out);
}

const NOT_VALID = {
  message: 'This enrolment link is not valid: it has been used, it has expired, or it was never issued. Ask an admin for a new one.',
  error: 'Not Found',
};

describe('npm run staff -- add', () => {
  it('prints a one-time enrolment link valid for 24 hours, for a lower-cased e-mail', async () => {
    const { code, out } = await staff('add', '  Meena.Rao@Healvia.example ', '--role', 'supervisor');
    expect(code).toBe(0);
    expect(out).toMatch(/^Added meena\.rao@healvia\.example as supervisor\.\nEnrolment link \(valid 24 hours, single use\): \/staff\/enrol\/[A-Za-z0-9_-]{43}\n$/);
  });

  it('refuses an e-mail that is already a staff member, whatever its case, and an unknown role', async () => {
    await addStaff('dup@healvia.example');
    const again = await staff('add', 'DUP@healvia.example', '--role', 'admin');
    expect(again).toMatchObject({ code: 1, out: '' });
    expect(again.err).toContain('dup@healvia.example is already a staff member');
    const badRole = await staff('add', 'x@healvia.example', '--role', 'owner');
    expect(badRole).toMatchObject({ code: 2, err: '--role must be one of agent, supervisor, admin\n' });
    expect((await staff('add', 'not-an-email', '--role', 'agent')).code).toBe(2);
  });
});

describe('the enrolment link', () => {
  it('shows the e-mail, the role, and the same key as text, URI and QR code on every visit', async () => {
    const token = await addStaff('arjun@healvia.example', 'admin');
    const first = await getEnrolment(token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const details = first.json<EnrolmentDetails>();
    expect(details).toMatchObject({ email: 'arjun@healvia.example', role: 'admin' });
    expect(details.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(details.otpauthUri).toBe(`otpauth://totp/Healvia:arjun%40healvia.example?issuer=Healvia&secret=${details.secret}&algorithm=SHA1&digits=6&period=30`);
    expect(details.qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>$/s);
    expect((await getEnrolment(token)).json<EnrolmentDetails>()).toEqual(details);
  });

  it('stores the token only as a digest and the key only encrypted', async () => {
    const token = await addStaff('stored@healvia.example');
    const { secret } = (await getEnrolment(token)).json<EnrolmentDetails>();
    const stored = JSON.stringify(await server.rows('staff_enrolments'));
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(secret);
    expect(stored).toContain('enc:v1:');
  });

  it('answers 404 alike for a token never issued, a malformed one, and an expired one', async () => {
    expect((await getEnrolment('A'.repeat(43))).json()).toEqual(NOT_VALID);
    expect((await getEnrolment('short')).json()).toEqual(NOT_VALID);
    const token = await addStaff('late@healvia.example');
    // The command issues links by the real clock: a minute past its 24 hours.
    const past = Date.now() + 24 * 60 * 60_000 + 60_000 - clock.now();
    clock.advance(past);
    try {
      const expired = await getEnrolment(token);
      expect(expired.statusCode).toBe(404);
      expect(expired.json()).toEqual(NOT_VALID);
      expect((await postEnrolment(token, { password: STAFF_PASSWORD, code: '123456' })).statusCode).toBe(404);
    } finally {
      clock.advance(-past);
    }
  });

  it('never writes the token to the server log', async () => {
    const token = await addStaff('logged@healvia.example');
    await getEnrolment(token);
    expect(logLines.join('')).toContain('/api/staff/enrolments/[token]');
    expect(logLines.join('')).not.toContain(token);
  });
});

describe('completing the enrolment', () => {
  it('refuses a short or common password and a code the key does not give, with field errors', async () => {
    const token = await addStaff('checks@healvia.example');
    const { secret } = (await getEnrolment(token)).json<EnrolmentDetails>();
    const code = totpCode(secret, clock.now());

    const short = await postEnrolment(token, { password: 'elevenchars', code });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ fields: { password: 'Password must be at least 12 characters' } });
    const common = await postEnrolment(token, { password: 'password1234', code });
    expect(common.json()).toMatchObject({ fields: { password: 'This password is too common. Choose one that is harder to guess.' } });
    const notDigits = await postEnrolment(token, { password: STAFF_PASSWORD, code: '12ab56' });
    expect(notDigits.json()).toMatchObject({ fields: { code: 'Enter the 6 digits your authenticator app shows' } });
    const wrong = await postEnrolment(token, { password: STAFF_PASSWORD, code: totpCode(secret, clock.now() + 10 * 60_000) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { code: expect.stringContaining('That code is not right') } });
    const extra = await postEnrolment(token, { password: STAFF_PASSWORD, code, role: 'admin' });
    expect(extra.json()).toMatchObject({ fields: { role: 'Unknown field' } });

    expect((await getEnrolment(token)).statusCode).toBe(200);
  });

  it('answers 10 distinct recovery codes once, then the link is used up', async () => {
    const token = await addStaff('once@healvia.example');
    const { recoveryCodes } = await enrolWith(server, clock, token);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);

    expect((await getEnrolment(token)).json()).toEqual(NOT_VALID);
    expect((await postEnrolment(token, { password: STAFF_PASSWORD, code: '123456' })).json()).toEqual(NOT_VALID);
    const stored = JSON.stringify(await server.rows('staff_recovery_codes'));
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replaceAll('-', ''));
    }
  });

  it('refuses a POST from another origin', async () => {
    const token = await addStaff('origin@healvia.example');
    const foreign = await server.postJson(`/api/staff/enrolments/${token}`, { password: STAFF_PASSWORD, code: '123456' }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect((await server.postJson(`/api/staff/enrolments/${token}`, { password: STAFF_PASSWORD, code: '123456' })).statusCode).toBe(403);
    expect((await postEnrolment(token, { password: STAFF_PASSWORD, code: '123456' })).statusCode).not.toBe(403);
  });

  it('writes who was added (by the command) and who enrolled to the audit log', async () => {
    const member = await createStaffMember(server, clock, 'audited@healvia.example', 'agent');
    const row = (await server.rows('staff')).find((candidate) => candidate.email === member.email);
    const entries = (await server.rows('audit_log')).filter((entry) => entry.target === `staff:${String(row!.id)}`);
    expect(entries.map(({ action, actor_staff_id }) => [action, actor_staff_id])).toEqual([
      ['staff.added', null],
      ['staff.enrolled', row!.id],
    ]);
    expect(JSON.parse(String(entries[0]!.detail))).toEqual({ role: 'agent', via: 'cli' });
    expect(JSON.stringify(entries)).not.toContain(member.email);
  });
});

describe('npm run staff -- reset-2fa and disable', () => {
  it('reset-2fa ends the old key and sessions, and prints a new link that enrols again', async () => {
    const member = await createStaffMember(server, clock, 'lostphone@healvia.example', 'agent');
    const session = await signIn(server, clock, member);

    const reset = await staff('reset-2fa', member.email);
    expect(reset.code).toBe(0);
    expect(reset.out).toContain("Cleared lostphone@healvia.example's second factor and recovery codes; 1 session ended.\n");
    const sessionAfter = await server.request({ method: 'GET', url: '/api/staff/session', headers: { cookie: `__Host-staff=${session.sessionId}` } });
    expect(sessionAfter.statusCode).toBe(401);
    const signInAfter = await postStaffJson(server, '/api/staff/sign-in', { email: member.email, password: member.password });
    expect(signInAfter.statusCode).toBe(401);

    clock.advance(30_000);
    const { details } = await enrolWith(server, clock, enrolmentTokenIn(reset.out));
    expect(details.secret).not.toBe(member.secret);
    await signIn(server, clock, { ...member, secret: details.secret });
  });

  it('disable stops an unused link from working', async () => {
    const token = await addStaff('leaver@healvia.example');
    const disabled = await staff('disable', 'leaver@healvia.example');
    expect(disabled).toMatchObject({ code: 0, out: 'Disabled leaver@healvia.example; 0 sessions ended.\n' });
    expect((await getEnrolment(token)).statusCode).toBe(404);
    expect((await staff('reset-2fa', 'leaver@healvia.example')).code).toBe(1);
    expect((await staff('disable', 'nobody@healvia.example')).err).toBe('nobody@healvia.example is not a staff member: nothing was changed\n');
  });
});
