import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { EnrolmentDetails, EnrolmentResult } from '@/features/staff/api/enrolment-schema';
import type { StaffRole } from '@/features/staff/api/staff-roles';
import type { StaffSession } from '@/features/staff/api/staff-session';
import { runStaffCommand } from '../../../server/cli/staff-command';
import type { TestApp } from './test-app';

/** What a browser sends as Origin to the test app (light-my-request's Host is localhost:80). */
export const OWN_ORIGIN = 'http://localhost';
export const FOREIGN_ORIGIN = 'https://console.evil.example';
export const STAFF_PASSWORD = 'a long staff passphrase';

/** The staff console's time, moved by the tests: `startTestApp({ clock: clock.now })`. */
export function testClock(start = Date.now()) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;

/** The code an authenticator app shows for `secret` at `time`. */
export const totpCode = (secret: string, time: number): string =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: time });

/** Runs `npm run staff -- …args` on a test app's storage and collects what it printed. */
export async function runStaff(env: Record<string, string>, ...args: string[]) {
  let out = '';
  let err = '';
  const code = await runStaffCommand(args, env, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

/** The token of the enrolment link a staff command printed. */
export function enrolmentTokenIn(output: string): string {
  const token = /\/staff\/enrol\/([A-Za-z0-9_-]{43})\n/.exec(output)?.[1];
  expect(token, output).toBeDefined();
  return token!;
}

export const postStaffJson = (server: TestApp, url: string, body: unknown, headers: Record<string, string> = {}) =>
  server.postJson(url, body, { origin: OWN_ORIGIN, ...headers });

export type StaffMemberFixture = { email: string; role: StaffRole; password: string; secret: string; recoveryCodes: string[] };

/** Enrols through a link: reads the key, confirms it with the code of the clock's current step. */
export async function enrolWith(server: TestApp, clock: TestClock, token: string, password = STAFF_PASSWORD) {
  const details = (await server.request({ method: 'GET', url: `/api/staff/enrolments/${token}` })).json<EnrolmentDetails>();
  const response = await postStaffJson(server, `/api/staff/enrolments/${token}`, { password, code: totpCode(details.secret, clock.now()) });
  expect(response.statusCode, response.body).toBe(201);
  return { details, recoveryCodes: response.json<EnrolmentResult>().recoveryCodes };
}

/** `npm run staff -- add`, then the enrolment the link leads to. */
export async function createStaffMember(server: TestApp, clock: TestClock, email: string, role: StaffRole): Promise<StaffMemberFixture> {
  const added = await runStaff(server.storageEnv, 'add', email, '--role', role);
  expect(added.code, added.err).toBe(0);
  const { details, recoveryCodes } = await enrolWith(server, clock, enrolmentTokenIn(added.out));
  return { email, role, password: STAFF_PASSWORD, secret: details.secret, recoveryCodes };
}

export type StaffSignedIn = { sessionId: string; csrfToken: string };

export const sessionCookieOf = (response: LightMyRequestResponse): string | undefined =>
  /^__Host-staff=([^;]*);/.exec(String(response.headers['set-cookie'] ?? ''))?.[1];

/**
 * Both sign-in steps. The clock moves on one TOTP step first: a code is accepted once, so each sign-in of one
 * staff member needs a step of its own.
 */
export async function signIn(server: TestApp, clock: TestClock, member: Pick<StaffMemberFixture, 'email' | 'password' | 'secret'>): Promise<StaffSignedIn> {
  clock.advance(30_000);
  const first = await postStaffJson(server, '/api/staff/sign-in', { email: member.email, password: member.password });
  expect(first.statusCode, first.body).toBe(200);
  const { challenge } = first.json<{ challenge: string }>();
  const second = await postStaffJson(server, '/api/staff/sign-in/code', { challenge, code: totpCode(member.secret, clock.now()) });
  expect(second.statusCode, second.body).toBe(204);
  const sessionId = sessionCookieOf(second)!;
  const session = await server.request({ method: 'GET', url: '/api/staff/session', headers: { cookie: `__Host-staff=${sessionId}` } });
  return { sessionId, csrfToken: session.json<StaffSession>().csrfToken };
}

/** What the console sends: the cookie, its own Origin and, on state-changing calls, the CSRF token. */
export const staffHeaders = ({ sessionId, csrfToken }: StaffSignedIn): Record<string, string> => ({
  cookie: `__Host-staff=${sessionId}`,
  origin: OWN_ORIGIN,
  'x-csrf-token': csrfToken,
});
