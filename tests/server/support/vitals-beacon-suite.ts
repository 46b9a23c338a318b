import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VITALS_BODY_LIMIT_BYTES } from '@/lib/vitals/vitals-beacon';
import { problemWithAnswer } from './hostile/answer-check';
import { hostileVitalsCases } from './vitals-hostile-cases';
import { startTestApp, type TestApp } from './test-app';
import { testClock } from './staff';
import { postBeacon, USER_AGENTS, validBeacon } from './vitals';

/** 2026-03-10 23:00 in India: the day a view is dated is India's, not UTC's (still the 10th there). */
const NOW = Date.parse('2026-03-10T17:30:00Z');
const NO_LIMIT = { rateLimitMax: 100_000, rollupIntervalMs: 60_000 };

/** Refused, clearly, with nothing kept and no cookie. */
async function expectRefused(server: TestApp, response: Awaited<ReturnType<TestApp['request']>>, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(problemWithAnswer(response), response.body).toBeUndefined();
  expect(response.headers['set-cookie']).toBeUndefined();
  expect(await server.rowCount('vitals_views')).toBe(0);
}

const withMetric = (metric: string, value: unknown) => ({ ...validBeacon(), metrics: { [metric]: value } });

/** Bodies the schema refuses with a 400, each named. */
const MALFORMED: [string, unknown][] = [
  ['null', null],
  ['an array of beacons', [validBeacon()]],
  ['a number', 42],
  ['an empty object', {}],
  ['an extra field', { ...validBeacon(), userId: 'u-123' }],
  ['an extra metric', { ...validBeacon(), metrics: { ...validBeacon().metrics, TBT: { value: 10, rating: 'good' } } }],
  ['an extra attribution', { ...validBeacon(), attribution: { url: 'https://healvia.example/?phone=9876543210' } }],
  ['no metric at all', { ...validBeacon(), metrics: {} }],
  ['a route the site does not have', { ...validBeacon(), route: '/admin' }],
  ['the URL with its id', { ...validBeacon(), route: '/lab-tests-details/cbc-1' }],
  ['the URL with its query', { ...validBeacon(), route: '/?utm_source=x' }],
  ['a full URL', { ...validBeacon(), route: 'https://healvia.example/' }],
  ['a language the site does not have', { ...validBeacon(), lang: 'fr' }],
  ['a navigation type web-vitals never gives', { ...validBeacon(), navigationType: 'teleport' }],
  ['an unknown connection type', { ...validBeacon(), effectiveType: '5g' }],
  ['a rating that is not the value’s', withMetric('LCP', { value: 4500, rating: 'good' })],
  ['a CLS rated good at 0.3', withMetric('CLS', { value: 0.3, rating: 'good' })],
  ['a negative time', withMetric('TTFB', { value: -1, rating: 'good' })],
  ['a time past ten minutes', withMetric('LCP', { value: 600_001, rating: 'poor' })],
  ['the largest double', withMetric('LCP', { value: 1.7976931348623157e308, rating: 'poor' })],
  ['a value as text', withMetric('INP', { value: '200', rating: 'good' })],
  ['a value of null', withMetric('INP', { value: null, rating: 'good' })],
  ['a metric as a bare number', withMetric('FCP', 1200)],
  ['a metric as an array', withMetric('FCP', [1200, 'good'])],
  ['a CLS of 1000', withMetric('CLS', { value: 1000, rating: 'poor' })],
  ['an attribution with a space', { ...validBeacon(), attribution: { lcpElement: 'main > img' } }],
  ['an attribution of 101 characters', { ...validBeacon(), attribution: { lcpElement: 'a'.repeat(101) } }],
  ['an attribution in Devanagari', { ...validBeacon(), attribution: { lcpElement: 'h1.शीर्षक' } }],
  ['an empty attribution', { ...validBeacon(), attribution: { inpScript: '' } }],
];

/** POST /api/vitals on the engine of the run (the same cases on both: vitals-beacons and postgres-vitals-beacons). */
export function vitalsBeaconSuite(): void {
  describe('a good beacon', () => {
    let server: TestApp;
    beforeAll(async () => {
      server = await startTestApp({ clock: testClock(NOW).now, vitals: NO_LIMIT });
    });
    afterAll(() => server.close());

    it('is answered 204 with no body and no cookie, and kept with its day in India and device class only', async () => {
      const response = await postBeacon(server, validBeacon(), { cookie: 'access_token=a.b.c; __Host-staff=abc' });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(response.headers['set-cookie']).toBeUndefined();
      // Answered as soon as it is valid; written with its batch a moment later.
      await expect.poll(() => server.rowCount('vitals_views')).toBe(1);
      const [row] = await server.rows('vitals_views');
      expect(Object.keys(row!).sort()).toEqual(
        ['cls', 'cls_source', 'day', 'device', 'effective_type', 'fcp', 'id', 'inp', 'inp_script', 'inp_target', 'lang', 'lcp', 'lcp_element', 'navigation_type', 'rolled_up', 'route', 'ttfb'].sort(),
      );
      expect({ ...row, id: undefined }).toEqual({
        id: undefined,
        day: '2026-03-10',
        route: '/',
        lang: 'en',
        device: 'phone',
        navigation_type: 'navigate',
        effective_type: '4g',
        lcp: 2100.5,
        inp: 240,
        cls: 0.02,
        fcp: 1200,
        ttfb: 420,
        lcp_element: 'main>img.hero',
        inp_target: 'button#menu',
        inp_script: 'index.js',
        cls_source: 'footer',
        rolled_up: 0,
      });
    });

    it('keeps a view with one metric and no attribution, with the device its agent names', async () => {
      const beacon = { route: '/lab-tests-details/:id', lang: 'hi', navigationType: 'soft-navigation', metrics: { INP: { value: 64, rating: 'good' } } };
      expect((await postBeacon(server, beacon, { 'user-agent': USER_AGENTS.androidTabletChrome })).statusCode).toBe(204);
      expect((await postBeacon(server, beacon, { 'user-agent': '' })).statusCode).toBe(204);
      await expect.poll(() => server.rowCount('vitals_views')).toBe(3);
      const rows = (await server.rows('vitals_views')).filter((row) => row.route === '/lab-tests-details/:id');
      expect(rows.map((row) => [row.device, row.lcp, row.inp, row.effective_type, row.lcp_element])).toEqual([
        ['tablet', null, 64, null, null],
        ['desktop', null, 64, null, null],
      ]);
    });
  });

  describe('a beacon refused', () => {
    let server: TestApp;
    beforeAll(async () => {
      server = await startTestApp({ vitals: NO_LIMIT });
    });
    afterAll(() => server.close());

    it(`is answered 413 past ${VITALS_BODY_LIMIT_BYTES} bytes, whatever it holds`, async () => {
      const padded = JSON.stringify(validBeacon()).replace('{', `{${' '.repeat(VITALS_BODY_LIMIT_BYTES)}`);
      await expectRefused(server, await postBeacon(server, padded), 413);
      await expectRefused(server, await postBeacon(server, 'x'.repeat(1024 * 1024)), 413);
    });

    it.each(['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])(
      'is answered 415 when sent as "%s"',
      async (type) => expectRefused(server, await postBeacon(server, validBeacon(), { 'content-type': type }), 415),
    );

    it.each(MALFORMED)('is answered 400 for %s', async (_name, body) => {
      await expectRefused(server, await postBeacon(server, body), 400);
    });

    it.each([
      ['JSON cut short', '{"route":"/","lang":'],
      ['a huge number', JSON.stringify(validBeacon()).replace('2100.5', '1e400')],
      ['a 5,000-digit number', JSON.stringify(validBeacon()).replace('2100.5', '9'.repeat(1500))],
      ['NaN', JSON.stringify(validBeacon()).replace('2100.5', 'NaN')],
      ['a __proto__ key', `{"__proto__":{"polluted":true},${JSON.stringify(validBeacon()).slice(1)}`],
      ['an empty body', ''],
    ])('is answered 400 for %s', async (_name, text) => {
      await expectRefused(server, await postBeacon(server, text), 400);
    });
  });

  describe('hostile beacons', () => {
    let server: TestApp;
    beforeAll(async () => {
      server = await startTestApp({ vitals: NO_LIMIT });
    });
    afterAll(() => server.close());

    const cases = hostileVitalsCases();
    it('are generated for every category', () => expect(cases.length).toBeGreaterThan(400));
    it.each(cases.map((hostile) => [`${hostile.category}: ${hostile.name}`, hostile] as const))('refuses %s', async (_name, hostile) => {
      const { payload, contentType } = hostile.build();
      const response = await server.app.inject({ method: 'POST', url: '/api/vitals', payload, headers: contentType === undefined ? {} : { 'content-type': contentType } });
      expect(problemWithAnswer(response), `${response.statusCode} ${response.body.slice(0, 200)}`).toBeUndefined();
      expect(response.headers['set-cookie']).toBeUndefined();
    });
    it('kept none of them: a good beacon sent after them is the only row written', async () => {
      expect((await postBeacon(server, validBeacon())).statusCode).toBe(204);
      await expect.poll(() => server.rowCount('vitals_views')).toBe(1);
      expect((await server.rows('vitals_views')).map((row) => row.route)).toEqual([validBeacon().route]);
    });
  });

  describe('the rate limit', () => {
    let server: TestApp;
    beforeAll(async () => {
      server = await startTestApp({ vitals: { rateLimitMax: 3, rollupIntervalMs: 60_000 } });
    });
    afterAll(() => server.close());

    it('answers an address past VITALS_RATE_LIMIT_MAX a minute 429 with Retry-After, and keeps counting others apart', async () => {
      const from = (remoteAddress: string) =>
        server.request({ method: 'POST', url: '/api/vitals', payload: JSON.stringify(validBeacon()), headers: { 'content-type': 'application/json' }, remoteAddress });
      const statuses = [];
      for (let beacon = 0; beacon < 4; beacon += 1) statuses.push((await from('203.0.113.7')).statusCode);
      expect(statuses).toEqual([204, 204, 204, 429]);
      const refused = await from('203.0.113.7');
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(problemWithAnswer(refused)).toBeUndefined();
      expect((await from('198.51.100.20')).statusCode).toBe(204);
      await expect.poll(() => server.rowCount('vitals_views')).toBe(4);
    });
  });
}
