import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VitalsReport } from '@/lib/vitals/vitals-report';
import { runVitalsCommand } from '../../server/cli/vitals-command';
import { STAFF_ROLE_REFUSED_MESSAGE, STAFF_SIGN_IN_REQUIRED_MESSAGE } from '../../server/staff/staff-guard';
import { VITALS_DAYS_MESSAGE } from '@/features/staff/api/vitals-report-query-schema';
import { createStaffMember, signIn, staffHeaders, testClock, type StaffSignedIn } from './support/staff';
import { startTestApp, type TestApp } from './support/test-app';
import { postBeacon, USER_AGENTS, validBeacon } from './support/vitals';

// Noon in India on 2026-03-10.
const clock = testClock(Date.parse('2026-03-10T06:30:00Z'));
let server: TestApp;
const sessions = {} as Record<'agent' | 'supervisor' | 'admin', StaffSignedIn>;

beforeAll(async () => {
  server = await startTestApp({ clock: clock.now, vitals: { rateLimitMax: 100_000, rollupIntervalMs: 60_000 } });
  for (const role of ['agent', 'supervisor', 'admin'] as const) sessions[role] = await signIn(server, clock, await createStaffMember(server, clock, `${role}@healvia.example`, role));
  const slow = { ...validBeacon(), route: '/lab-tests-details/:id', metrics: { LCP: { value: 5200, rating: 'poor' } }, attribution: { lcpElement: 'main>img.test' } };
  for (let view = 0; view < 20; view += 1) expect((await postBeacon(server, slow)).statusCode).toBe(204);
  expect((await postBeacon(server, validBeacon(), { 'user-agent': USER_AGENTS.windowsChrome })).statusCode).toBe(204);
});
afterAll(() => server.close());

const getReport = (query: string, who?: StaffSignedIn) => server.request({ method: 'GET', url: `/api/staff/vitals${query}`, headers: who ? staffHeaders(who) : {} });

async function runVitals(...args: string[]) {
  let out = '';
  let err = '';
  const code = await runVitalsCommand(args, server.storageEnv, { out: (text) => (out += text), err: (text) => (err += text) }, clock.now);
  return { code, out, err };
}

describe('GET /api/staff/vitals', () => {
  it('asks for a session (401) and refuses agents (403)', async () => {
    expect((await getReport('')).json()).toMatchObject({ message: STAFF_SIGN_IN_REQUIRED_MESSAGE });
    expect((await getReport('')).statusCode).toBe(401);
    const agent = await getReport('', sessions.agent);
    expect([agent.statusCode, agent.json().message]).toEqual([403, STAFF_ROLE_REFUSED_MESSAGE]);
  });

  it('answers supervisors and admins the 28-day report, counting beacons not yet rolled up, never cached', async () => {
    for (const who of [sessions.supervisor, sessions.admin]) {
      const response = await getReport('', who);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const report = response.json<VitalsReport>();
      expect(report).toMatchObject({ from: '2026-02-11', to: '2026-03-10', days: 28, minViews: 20, views: 21 });
      expect(report.rows.map((row) => [row.route, row.device, row.lang, row.views, row.tooFew])).toEqual([
        ['/', 'desktop', 'en', 1, true],
        ['/lab-tests-details/:id', 'phone', 'en', 20, false],
      ]);
      expect(report.rows[1]!.metrics!.LCP).toMatchObject({ count: 20, rating: 'poor', shares: { good: 0, 'needs-improvement': 0, poor: 1 } });
      expect(report.worst[0]).toMatchObject({ route: '/lab-tests-details/:id', metric: 'LCP', attributions: [{ kind: 'lcpElement', target: 'main>img.test', count: 20, share: 1, mean: 5200 }] });
    }
  });

  it('takes a window of 1 to 90 days, and answers 400 for anything else', async () => {
    expect((await getReport('?days=7', sessions.supervisor)).json()).toMatchObject({ from: '2026-03-04', to: '2026-03-10', days: 7, views: 21 });
    expect((await getReport('?days=90', sessions.supervisor)).json()).toMatchObject({ days: 90 });
    for (const query of ['?days=0', '?days=91', '?days=abc', '?days=1.5', '?days=', '?days=7&days=8', '?days=7&device=phone']) {
      const response = await getReport(query, sessions.supervisor);
      expect(response.statusCode, query).toBe(400);
      if (!query.includes('device')) expect(response.json().message, query).toBe(VITALS_DAYS_MESSAGE);
    }
  });
});

describe('npm run vitals -- report', () => {
  it('prints the report the API answers as JSON', async () => {
    const { code, out, err } = await runVitals('report', '--format', 'json', '--days', '28');
    expect([code, err]).toEqual([0, '']);
    expect(JSON.parse(out)).toEqual((await getReport('?days=28', sessions.admin)).json());
  });

  it('prints a table: a line per route, device and language, "too few" under 20 views, then the slowest rows and what they named', async () => {
    const { code, out } = await runVitals('report');
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toBe('Field speed from 2026-02-11 to 2026-03-10 (28 days, India time): 21 views');
    expect(lines.find((line) => line.startsWith('/ '))).toMatch(/^\/\s+desktop\s+en\s+1\s+too few \(under 20 views\)$/);
    expect(lines.find((line) => line.startsWith('/lab-tests-details/:id'))).toMatch(/^\/lab-tests-details\/:id\s+phone\s+en\s+20\s+5\d{3} ms 0\/0\/100\s+-\s+-\s+-\s+-$/);
    expect(out).toMatch(/ {2}LCP 5\d{3} ms \(poor\) {2}\/lab-tests-details\/:id {2}phone {2}en\n {6}LCP element {2}main>img\.test {2}100% of views, mean 5200 ms\n/);
  });

  it('refuses what it does not know with the usage and exit code 2, on stderr', async () => {
    for (const args of [[], ['export'], ['report', 'extra'], ['report', '--days', '0'], ['report', '--days', '91'], ['report', '--format', 'csv'], ['report', '--since', '2026-01-01']]) {
      const { code, out, err } = await runVitals(...args);
      expect([code, out], args.join(' ')).toEqual([2, '']);
      expect(err.length, args.join(' ')).toBeGreaterThan(0);
    }
    expect((await runVitals('--help')).out).toContain('Usage: npm run vitals -- report');
  });
});
