import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { PageEntry } from '../../src/app/page-contract';
import { routeManifest } from '../../src/app/route-manifest';
import { documentTitle } from '../../src/app/seo/document-title';
import { expectNoAxeViolations } from './axe';
import { decodeEntities } from './served-html';

/**
 * The page-wide audit, once per page: hydration that keeps the prerendered heading and refetches no data
 * file, title, images, axe at 1280 and 375 px and the 320 px reflow. Page specs audit only the states
 * their journeys reach (an open dialog, another tab); they never repeat this.
 */
const allRoutes: PageEntry[] = Object.values(routeManifest);
type StaticRoute = PageEntry & { title: string };
// Login-only pages send a logged-out visitor to /auth; auth-self-check.spec.ts checks them logged in.
const staticRoutes = allRoutes.filter(
  (route): route is StaticRoute => route.prerender !== false && !route.path.includes(':') && typeof route.title === 'string',
);
/** One record per detail kind is audited; details.spec.ts crawls every id for its status and h1. */
const detailPages = allRoutes.flatMap((route) => {
  if (!route.ids) return [];
  const [firstId] = route.ids.list(JSON.parse(readFileSync(`public${route.ids.dataFile}`, 'utf8')));
  return [route.path.replace(':id', String(firstId))];
});

/** Loads the page at the default 1280 px and checks that hydration kept the served h1 and fetched no data file again (the page carries its data). */
async function loadAndHydrate(page: Page, path: string) {
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/(data|detailedData)\//.test(new URL(request.url()).pathname)) dataRequests.push(request.url());
  });
  const served = await (await page.request.get(path)).text();
  await page.goto(path);
  const prerenderedHeading = decodeEntities(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(served)?.[1]?.replace(/<[^>]+>/g, '') ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(prerenderedHeading);
  await page.waitForLoadState('networkidle');
  expect(dataRequests, 'data files the page carries are not fetched again').toEqual([]);
}

async function scrollThroughAndSettle(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
}

/** Axe at a phone's width on a page loaded at that width (so the hydration at that width is checked too), then the reflow at 320 px. */
async function auditNarrowWidths(page: Page, path: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(path);
  await scrollThroughAndSettle(page);
  await expectNoAxeViolations(page);
  // 320 CSS px is a 1280 px window at 400 % zoom (WCAG 1.4.10).
  await page.setViewportSize({ width: 320, height: 640 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'sideways scrolling at 320 px').toBeLessThanOrEqual(0);
}

for (const route of staticRoutes) {
  test(`${route.path}: hydration, heading, title, images, axe at 1280 and 375 px, reflow at 320 px`, async ({ page }) => {
    await loadAndHydrate(page, route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await expect(page).toHaveTitle(documentTitle(route.title));
    await scrollThroughAndSettle(page);
    const brokenImages = await page.locator('img').evaluateAll((images) =>
      (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src),
    );
    expect(brokenImages).toEqual([]);
    await expectNoAxeViolations(page);
    await auditNarrowWidths(page, route.path);
  });
}

for (const path of detailPages) {
  test(`${path}: hydration, heading, axe at 1280 and 375 px, reflow at 320 px`, async ({ page }) => {
    await loadAndHydrate(page, path);
    await scrollThroughAndSettle(page);
    await expectNoAxeViolations(page);
    await auditNarrowWidths(page, path);
  });
}

/** The same audit on every Hindi route kind (issue 25): each static page and one record per detail kind, under /hi. */
const inHindi = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);
const hindiPaths = [...staticRoutes.map((route) => inHindi(route.path)), ...detailPages.map(inHindi)];

for (const path of hindiPaths) {
  test(`${path}: hydration, heading, images, axe at 1280 and 375 px, reflow at 320 px`, async ({ page }) => {
    await loadAndHydrate(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    // A detail page's heading is its record's name, which stays English; a static page's is Hindi.
    if (!detailPages.map(inHindi).includes(path)) await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0900-\u097F]/);
    await scrollThroughAndSettle(page);
    const brokenImages = await page.locator('img').evaluateAll((images) =>
      (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src),
    );
    expect(brokenImages).toEqual([]);
    await expectNoAxeViolations(page);
    await auditNarrowWidths(page, path);
  });
}

test('every route has a unique document title', () => {
  const titles = allRoutes.map((route) => route.title);
  expect(new Set(titles).size).toBe(titles.length);
});

test('an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: routeManifest.home.heading })).toBeVisible();
});

test('navigating moves focus to the new heading, scrolls to the top and gives the page its own head', async ({ page }) => {
  await page.goto('/');
  await page.mouse.wheel(0, 2000);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  const heading = page.getByRole('heading', { level: 1, name: routeManifest.about.heading });
  await expect(heading).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // The head code loads with the first navigation: a prerendered page carries its own head.
  await expect(page).toHaveTitle(documentTitle(routeManifest.about.title));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', routeManifest.about.description);
});

test('the skip link is the first stop and jumps to the main content', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
