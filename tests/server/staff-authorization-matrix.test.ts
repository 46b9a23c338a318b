import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@/features/staff/api/staff-roles';
import { registerStaffGuard } from '../../server/staff/staff-guard';
import { STAFF_ROUTES, type StaffRoute } from '../../server/staff/staff-routes-table';
import type { Stores } from '../../server/storage/stores';
import type { StaffSecurity } from '../../server/staff/staff-security';
import {
  createStaffMember,
  FOREIGN_ORIGIN,
  OWN_ORIGIN,
  runStaff,
  signIn,
  staffHeaders,
  testClock,
  type StaffMemberFixture,
  type StaffSignedIn,
} from './support/staff';
import { formTokenHeaders } from './support/form-token';
import { startTestApp, type TestApp } from './support/test-app';

/** Who calls: nobody, a visitor with their own token, each role, and the sessions that must not work. */
const IDENTITIES = ['anonymous', 'visitor token', 'agent', 'supervisor', 'admin', 'disabled staff', 'expired session', 'foreign Origin', 'no CSRF token'] as const;
type Identity = (typeof IDENTITIES)[number];

/** One request per route, and what it answers when the caller is let through. A route without a probe fails the file. */
const PROBES: Record<string, { url: string; body?: unknown; allowed: number }> = {
  'GET /api/staff/enrolments/:token': { url: `/api/staff/enrolments/${'A'.repeat(43)}`, allowed: 404 },
  'POST /api/staff/enrolments/:token': { url: `/api/staff/enrolments/${'A'.repeat(43)}`, body: {}, allowed: 404 },
  'POST /api/staff/sign-in': { url: '/api/staff/sign-in', body: {}, allowed: 400 },
  'POST /api/staff/sign-in/code': { url: '/api/staff/sign-in/code', body: {}, allowed: 400 },
  'GET /api/staff/session': { url: '/api/staff/session', allowed: 200 },
  'POST /api/staff/sign-out': { url: '/api/staff/sign-out', allowed: 204 },
  'POST /api/staff/sign-out-everywhere': { url: '/api/staff/sign-out-everywhere', allowed: 204 },
  'GET /api/staff/audit': { url: '/api/staff/audit?limit=5', allowed: 200 },
  'GET /api/staff/staff-members': { url: '/api/staff/staff-members', allowed: 200 },
  'GET /api/staff/leads': { url: '/api/staff/leads?limit=5', allowed: 200 },
  'GET /api/staff/leads/export': { url: '/api/staff/leads/export?format=json', allowed: 200 },
  'GET /api/staff/leads/:id': { url: '/api/staff/leads/no-such-lead', allowed: 404 },
  'POST /api/staff/leads/:id/reveal': { url: '/api/staff/leads/no-such-lead/reveal', body: { field: 'phone' }, allowed: 404 },
  'POST /api/staff/leads/:id/claim': { url: '/api/staff/leads/no-such-lead/claim', body: { version: 1 }, allowed: 404 },
  'POST /api/staff/leads/:id/assign': { url: '/api/staff/leads/no-such-lead/assign', body: { version: 1, assigneeId: null }, allowed: 404 },
  'POST /api/staff/leads/:id/status': { url: '/api/staff/leads/no-such-lead/status', body: { version: 1, status: 'contacted' }, allowed: 404 },
  'POST /api/staff/leads/:id/duplicate-of': { url: '/api/staff/leads/no-such-lead/duplicate-of', body: { version: 1, originalId: null }, allowed: 404 },
  'POST /api/staff/leads/:id/notes': { url: '/api/staff/leads/no-such-lead/notes', body: { body: 'A note' }, allowed: 404 },
  'GET /api/staff/assignees': { url: '/api/staff/assignees', allowed: 200 },
  'GET /api/staff/quarantine': { url: '/api/staff/quarantine?limit=5', allowed: 200 },
  'POST /api/staff/quarantine/:id/release': { url: '/api/staff/quarantine/no-such-lead/release', allowed: 404 },
  'DELETE /api/staff/quarantine/:id': { url: '/api/staff/quarantine/no-such-lead', allowed: 404 },
  // An id no stream ever sent: answered (400) instead of a stream that stays open.
  'GET /api/staff/leads/events': { url: '/api/staff/leads/events?lastEventId=latest', allowed: 400 },
  'GET /api/staff/registrations': { url: '/api/staff/registrations?limit=5', allowed: 200 },
  'GET /api/staff/registrations/:kind/:id': { url: '/api/staff/registrations/patient/no-such-registration', allowed: 404 },
  'POST /api/staff/registrations/:kind/:id/reveal': { url: '/api/staff/registrations/patient/no-such-registration/reveal', body: { field: 'email' }, allowed: 404 },
  'POST /api/staff/registrations/:kind/:id/review': { url: '/api/staff/registrations/patient/no-such-registration/review', body: { version: 1, status: 'verified' }, allowed: 404 },
  'GET /api/staff/documents/:documentId': { url: '/api/staff/documents/no-such-document', allowed: 404 },
  'GET /api/staff/vitals': { url: '/api/staff/vitals?days=28', allowed: 200 },
};

const ROLE_OF: Partial<Record<Identity, StaffRole>> = { agent: 'agent', supervisor: 'supervisor', admin: 'admin', 'foreign Origin': 'admin', 'no CSRF token': 'admin' };
const changesState = (route: StaffRoute) => route.method !== 'GET';

function expectedStatus(route: StaffRoute, identity: Identity): number {
  const { allowed } = PROBES[`${route.method} ${route.path}`]!;
  if (route.access === 'public') return identity === 'foreign Origin' && changesState(route) ? 403 : allowed;
  const role = ROLE_OF[identity];
  if (!role) return 401;
  if (!route.access.includes(role)) return 403;
  if (changesState(route) && (identity === 'foreign Origin' || identity === 'no CSRF token')) return 403;
  return allowed;
}

const clock = testClock();
let server: TestApp;
const members = {} as Record<StaffRole | 'disabled', StaffMemberFixture>;
const sessions = {} as Record<Identity, StaffSignedIn | undefined>;
let visitorToken: string;

beforeAll(async () => {
  server = await startTestApp({ clock: clock.now });
  for (const role of ['agent', 'supervisor', 'admin'] as const) members[role] = await createStaffMember(server, clock, `${role}@healvia.example`, role);
  members.disabled = await createStaffMember(server, clock, 'disabled@healvia.example', 'admin');
  sessions['expired session'] = await signIn(server, clock, members.admin);
  clock.advance(31 * 60_000);
  for (const role of ['agent', 'supervisor', 'admin'] as const) sessions[role] = await signIn(server, clock, members[role]);
  sessions['foreign Origin'] = sessions.admin;
  sessions['no CSRF token'] = sessions.admin;
  sessions['disabled staff'] = await signIn(server, clock, members.disabled);
  expect((await runStaff(server.storageEnv, 'disable', members.disabled.email)).code).toBe(0);
  visitorToken = (await server.postJson('/api/register', { email: 'visitor@example.com', password: 'a visitor passphrase' }, formTokenHeaders(server, 'register'))).json<{ token: string }>().token;
});
afterAll(() => server.close());

/** State-changing probes (a sign-out) would end the shared sessions: each gets a session of its own. */
async function sessionFor(identity: Identity, route: StaffRoute): Promise<StaffSignedIn | undefined> {
  const role = ROLE_OF[identity];
  if (route.access === 'public' || !changesState(route) || !role) return sessions[identity];
  return signIn(server, clock, members[role]);
}

function headersFor(identity: Identity, session: StaffSignedIn | undefined): Record<string, string> {
  if (identity === 'anonymous') return { origin: OWN_ORIGIN };
  if (identity === 'visitor token') return { origin: OWN_ORIGIN, authorization: `Bearer ${visitorToken}`, cookie: `access_token=${visitorToken}` };
  const headers = staffHeaders(session!);
  if (identity === 'foreign Origin') return { ...headers, origin: FOREIGN_ORIGIN };
  if (identity === 'no CSRF token') {
    const { 'x-csrf-token': _token, ...rest } = headers;
    return rest;
  }
  return headers;
}

// Safe methods first: the state-changing cells sign in afresh, and a sign-out-everywhere ends the shared sessions too.
const cells = [...STAFF_ROUTES]
  .sort((a, b) => Number(changesState(a)) - Number(changesState(b)))
  .flatMap((route) => IDENTITIES.map((identity) => ({ route, identity, name: `${route.method} ${route.path} as ${identity} → ${expectedStatus(route, identity)}` })));

describe('the staff route table', () => {
  it('has a probe for every route, so no route is left out of the matrix', () => {
    expect(Object.keys(PROBES).sort()).toEqual(STAFF_ROUTES.map((route) => `${route.method} ${route.path}`).sort());
  });

  it('lists exactly the routes the server serves under /api/staff/', () => {
    for (const route of STAFF_ROUTES) expect(server.app.hasRoute({ method: route.method, url: route.path }), `${route.method} ${route.path}`).toBe(true);
  });

  it('keeps a server from starting with a staff route it does not list', () => {
    const app = Fastify();
    registerStaffGuard(app, { stores: {} as Stores, staffSecurity: {} as StaffSecurity });
    expect(() => app.get('/api/staff/unlisted', async () => [])).toThrow('GET /api/staff/unlisted is missing from server/staff/staff-routes-table.ts');
    expect(() => app.get('/api/staff/session', async () => ({}))).not.toThrow();
  });
});

describe('other origins', () => {
  it('never lets an origin listed in CORS_ORIGINS read a staff answer', async () => {
    const withCors = await startTestApp({ corsOrigins: ['https://partner.healvia.example'] });
    try {
      const headers = { origin: 'https://partner.healvia.example' };
      const publicAnswer = await withCors.request({ method: 'GET', url: '/api/openapi.json', headers });
      expect(publicAnswer.headers['access-control-allow-origin']).toBe('https://partner.healvia.example');
      const staffAnswer = await withCors.request({ method: 'GET', url: '/api/staff/session', headers });
      expect(staffAnswer.statusCode).toBe(401);
      expect(staffAnswer.headers['access-control-allow-origin']).toBeUndefined();
      expect(staffAnswer.headers['access-control-allow-credentials']).toBeUndefined();
    } finally {
      await withCors.close();
    }
  });
});

describe('every /api/staff/ route for every caller', () => {
  it.each(cells)('$name', async ({ route, identity }) => {
    const probe = PROBES[`${route.method} ${route.path}`]!;
    const session = await sessionFor(identity, route);
    const headers = headersFor(identity, session);
    const response =
      probe.body === undefined
        ? await server.request({ method: route.method, url: probe.url, headers })
        : await server.postJson(probe.url, probe.body, headers);
    expect(response.statusCode, response.body).toBe(expectedStatus(route, identity));
  });
});
