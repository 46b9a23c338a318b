import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import type { VitalsBeacon } from '../../src/lib/vitals/vitals-beacon';
import { VITALS_PATH } from '../../src/lib/vitals/vitals-endpoint';
import { VITALS_EFFECTIVE_TYPES } from '../../src/lib/vitals/vitals-metrics';
import type { VitalsReport } from '../../src/lib/vitals/vitals-report';
import { browserTestLaunchOptions } from '../chromium-launch.js';
import { runSql, storageEnv } from './e2e-storage';
import { expect, test } from './fixtures';

// Issue 42: a real page view in Chromium measures itself and sends one beacon when it is left or hidden; the server
// keeps it and the report counts it. The views are an Android tablet's (its agent says "Android", not "Mobile"): no
// other spec sends those, and each test here has a route and language of its own, so the report's count for one
// can be read before and after whatever runs beside it. The browser itself says so too: a beacon sent as a page is
// unloaded leaves with the browser's agent, not the page's override.
const TABLET_AGENT = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
test.use({
  userAgent: TABLET_AGENT,
  launchOptions: { ...browserTestLaunchOptions, args: [...browserTestLaunchOptions.args, `--user-agent=${TABLET_AGENT}`] },
});

type Prerendered = { route: string; path: string; locale: string };
const hindiLabTest = (JSON.parse(readFileSync('dist/pages.json', 'utf8')) as Prerendered[]).find(
  (page) => page.route === 'labTestDetail' && page.locale === 'hi',
)!.path;

/** `npm run vitals -- report --format json` on the E2E server's storage: how many views of a route came from tablets. */
function reportedTabletViews(route: string, lang: string): number {
  const output = execFileSync('node_modules/.bin/tsx', ['server/cli/vitals.ts', 'report', '--format', 'json'], { env: storageEnv(), encoding: 'utf8' });
  const report = JSON.parse(output) as VitalsReport;
  return report.rows.find((row) => row.route === route && row.device === 'tablet' && row.lang === lang)?.views ?? 0;
}

const isBeacon = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === VITALS_PATH;

/**
 * The beacons a page sends while it is open, with their bodies: Playwright gives no body for sendBeacon's Blob in
 * its request events, but a routed request has it. (A page being unloaded sends past both: the server tells.)
 */
async function watchBeacons(page: Page): Promise<{ request: Request; body: VitalsBeacon }[]> {
  const beacons: { request: Request; body: VitalsBeacon }[] = [];
  await page.route(`**${VITALS_PATH}`, async (route) => {
    beacons.push({ request: route.request(), body: route.request().postDataJSON() as VitalsBeacon });
    await route.continue();
  });
  return beacons;
}

/** Notes, by the page's clock, when the app marks the page hydrated. */
function noteWhenHydrated() {
  new MutationObserver((_, observer) => {
    if (!document.documentElement || !('hydrated' in document.documentElement.dataset)) return;
    (window as Window & { hydratedAt?: number }).hydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
}

const REPORTER_CHUNK = /\/vitals\.[0-9a-f]+\.js$/;
/** Resolves once the reporting chunk has loaded: what a visitor's browser fetches when the page is idle. */
const reporterLoaded = (page: Page) => page.waitForResponse((response) => REPORTER_CHUNK.test(response.url()));

/** Follows a link away from the site, as a visitor leaving it does (the fixture's `goto` would wait for a hydrated page). */
async function leave(page: Page) {
  await page.evaluate(() => location.assign('about:blank'));
  await page.waitForURL('about:blank');
}

/**
 * Playwright keeps every page visible: the page is told it was hidden or shown as the browser tells it, through
 * `document.visibilityState` and a `visibilitychange` event.
 */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, state);

function expectPlausible(metrics: { lcp?: unknown; fcp?: unknown; ttfb?: unknown }) {
  expect(metrics.fcp).toBeGreaterThan(0);
  expect(metrics.fcp).toBeLessThan(60_000);
  expect(metrics.lcp).toBeGreaterThan(0);
  expect(metrics.lcp).toBeLessThan(60_000);
  expect(metrics.ttfb).toBeGreaterThanOrEqual(0);
  expect(metrics.ttfb).toBeLessThan(60_000);
}

test('a page view left for another site reaches the server once, with plausible figures, and the report counts it', async ({ page, context }) => {
  const route = '/lab-tests-details/:id';
  const before = reportedTabletViews(route, 'hi');
  const sentWhileOpen: Request[] = [];
  page.on('request', (request) => isBeacon(request) && sentWhileOpen.push(request));
  await page.addInitScript(noteWhenHydrated);
  const reporter = reporterLoaded(page);
  await page.goto(hindiLabTest);
  await reporter;

  const timing = await page.evaluate((chunk) => {
    const reporterEntry = performance.getEntriesByType('resource').find((entry) => new RegExp(chunk).test(entry.name));
    return { hydratedAt: (window as Window & { hydratedAt?: number }).hydratedAt ?? Infinity, reporterAt: reporterEntry?.startTime ?? -1 };
  }, REPORTER_CHUNK.source);
  expect(timing.reporterAt, 'the reporter is fetched once the page is hydrated').toBeGreaterThan(timing.hydratedAt);
  expect(await context.cookies(), 'the visit sets no cookie, so the beacon has none to carry').toEqual([]);

  await leave(page);
  await expect.poll(() => reportedTabletViews(route, 'hi'), { message: 'the report counts the view once' }).toBe(before + 1);
  expect(sentWhileOpen, 'nothing was sent while the page was open').toEqual([]);

  const [stored] = await runSql(
    "SELECT lcp, fcp, ttfb, cls, navigation_type, effective_type, lcp_element FROM vitals_views WHERE route = ? AND lang = 'hi' AND device = 'tablet' ORDER BY id DESC LIMIT 1",
    [route],
  );
  expectPlausible(stored!);
  expect(stored?.cls, 'the final CLS, reported as the page is hidden after pagehide').toBeGreaterThanOrEqual(0);
  expect(stored).toMatchObject({ navigation_type: 'navigate', lcp_element: expect.stringMatching(/^[a-z][\w.>-]*$/) });
  if (stored?.effective_type !== null) expect(VITALS_EFFECTIVE_TYPES).toContain(stored?.effective_type);
});

test('a page view hidden, shown and hidden again sends one beacon, with no cookie, and its answer sets none', async ({ page, context }) => {
  const before = reportedTabletViews('/privacy', 'hi');
  const beacons = await watchBeacons(page);
  const reporter = reporterLoaded(page);
  await page.goto('/hi/privacy');
  await reporter;
  // A key pressed ends the LCP, as a visitor's first input does.
  await page.keyboard.press('Tab');

  const sent = page.waitForRequest(isBeacon);
  await setVisibility(page, 'hidden');
  const request = await sent;
  const response = await request.response();
  expect(response?.status()).toBe(204);
  expect(await response?.headerValue('set-cookie'), 'the answer sets no cookie').toBeNull();
  expect(await request.headerValue('cookie'), 'the beacon carries no cookie').toBeNull();
  expect(await request.headerValue('content-type')).toBe('application/json');
  expect(await context.cookies()).toEqual([]);

  const [beacon] = beacons;
  expect(beacon?.body).toMatchObject({ route: '/privacy', lang: 'hi', navigationType: 'navigate' });
  expectPlausible({ lcp: beacon?.body.metrics.LCP?.value, fcp: beacon?.body.metrics.FCP?.value, ttfb: beacon?.body.metrics.TTFB?.value });

  await setVisibility(page, 'visible');
  await page.keyboard.press('Tab');
  await setVisibility(page, 'hidden');
  await setVisibility(page, 'visible');
  await leave(page);
  await expect.poll(() => reportedTabletViews('/privacy', 'hi'), { message: 'the report counts the view once' }).toBe(before + 1);
  expect(beacons).toHaveLength(1);
});

test('a route change inside the site is a view of its own, with its own route pattern', async ({ page }) => {
  const beacons = await watchBeacons(page);
  const reporter = reporterLoaded(page);
  await page.goto('/privacy');
  await reporter;

  // Chromium sees this link's route change as a soft navigation every time; from the home page it often does not
  // (its heuristics, not the reporter's: that change then stays part of the home page's view).
  await page.getByRole('main').getByRole('link', { name: 'Terms of Use' }).click();
  await page.waitForURL('**/terms');
  await expect.poll(() => beacons.length, { message: 'the first view is sent as the second begins' }).toBe(1);
  expect(beacons[0]?.body).toMatchObject({ route: '/privacy', lang: 'en', navigationType: 'navigate' });
  expectPlausible({ lcp: beacons[0]?.body.metrics.LCP?.value, fcp: beacons[0]?.body.metrics.FCP?.value, ttfb: beacons[0]?.body.metrics.TTFB?.value });

  await setVisibility(page, 'hidden');
  await expect.poll(() => beacons.length, { message: 'the second view is sent as the page is hidden' }).toBe(2);
  expect(beacons[1]?.body).toMatchObject({ route: '/terms', lang: 'en', navigationType: 'soft-navigation' });
  expect(beacons[1]?.body.metrics, 'a soft navigation has no TTFB of its own').not.toHaveProperty('TTFB');
});
