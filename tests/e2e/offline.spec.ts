import type { BrowserContext, Page } from '@playwright/test';
import { tokens } from '../../theme/tokens';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

const home = { path: '/', title: 'Doctors, lab tests and scans near you', heading: 'Healthcare that comes to you' };
const tests = { path: '/tests', title: 'Lab tests and health checkup packages', heading: 'Lab Tests & Health Checkups' };

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every URL in every cache the site's origin holds. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) urls.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
    return urls;
  });
}

const savedPagePaths = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('pages')).keys()).map((request) => new URL(request.url).pathname).sort());

/** Offline for the page and its worker alike (STACK.md pitfall 17). */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

/** The scripts came from the worker's precache: the page booted and hydrated without a network. */
const expectHydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/, { timeout: 15_000 });

/** Saves the home page and /tests on this device, as two visits would. */
async function visitHomeAndTests(page: Page): Promise<void> {
  await page.goto(home.path);
  await waitForServiceWorkerControl(page);
  await page.goto(tests.path);
  await expect.poll(() => savedPagePaths(page)).toEqual([home.path, tests.path]);
}

test('saved pages open offline and link to each other; another page shows the offline page, which lists them', async ({ page, context }) => {
  await visitHomeAndTests(page);
  await goOffline(context);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: tests.heading })).toBeVisible();
  await expectHydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Healvia' }).click();
  await expect(page.getByRole('heading', { level: 1, name: home.heading })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(home.path);
  await expectHydrated(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  expect(new URL(page.url()).pathname).toBe('/about');
  const saved = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(saved).toHaveText([home.title, tests.title]);
  await expect(page.getByRole('link', { name: 'Try this page again' })).toHaveAttribute('href', '/about');

  // Home was saved when the worker arrived, before it controlled the page: with its own stylesheet and data file.
  await saved.filter({ hasText: home.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: home.heading })).toBeVisible();
  await expectHydrated(page);
});

test('the offline page is accessible and readable at 320 px, without any script', async ({ page, context }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await visitHomeAndTests(page);
  await goOffline(context);
  // page.goto waits for hydration, which a page without scripts never has: load it through the frame.
  await page.mainFrame().goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page);
});

test('API answers, the login-only self-check and unknown pages are never cached', async ({ page }) => {
  await page.goto(home.path);
  await waitForServiceWorkerControl(page);
  expect(await page.evaluate(async () => (await fetch('/api/openapi.json')).status)).toBe(200);
  await page.mainFrame().goto('/self-check-scan');
  await page.waitForURL(/\/auth\?/);
  await page.mainFrame().goto('/package-details/99999');
  await page.goto(tests.path);
  await expect.poll(() => savedPagePaths(page)).toContain(tests.path);
  const urls = (await cachedUrls(page)).map((url) => new URL(url).pathname);
  expect(urls.filter((path) => path.startsWith('/api'))).toEqual([]);
  expect(urls).not.toContain('/self-check-scan');
  expect(urls).not.toContain('/package-details/99999');
});

test('the web app manifest is linked, valid and makes the site installable', async ({ page, context }) => {
  await page.goto(home.path);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', tokens.brand);
  // Linked once the page is hydrated and idle, so Chromium fetches it after the first paint's files.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const response = await page.request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as { icons: { src: string; sizes: string; purpose: string }[] };
  expect(manifest).toMatchObject({
    name: 'Healvia',
    short_name: 'Healvia',
    start_url: '/',
    display: 'standalone',
    lang: 'en',
    theme_color: tokens.brand,
    background_color: tokens.surface,
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const png = await (await page.request.get(icon.src)).body();
    // A PNG's IHDR holds its width and height at bytes 16 and 20.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
  await waitForServiceWorkerControl(page);
  const devtools = await context.newCDPSession(page);
  const { errors } = await devtools.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito profiles, which Chromium never offers to install from.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
});
