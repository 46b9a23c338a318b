import { expect, test } from './fixtures';
import { documentTitle, routeManifest, type RouteEntry } from '../../src/app/route-manifest';
import { expectNoAxeViolations } from './axe';

const allRoutes: RouteEntry[] = Object.values(routeManifest);
type StaticRoute = RouteEntry & { title: string };
// Login-only pages send a logged-out visitor to /auth; auth-self-check.spec.ts checks them logged in.
// Detail routes (/:id) have no single URL; their own specs visit every id.
const routes = allRoutes.filter(
  (route): route is StaticRoute => route.prerender !== false && !route.path.includes(':') && typeof route.title === 'string',
);

for (const route of routes) {
  test(`${route.path} loads with its heading, title and no axe violations`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await expect(page).toHaveTitle(documentTitle(route.title));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    const brokenImages = await page.locator('img').evaluateAll((images) =>
      (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src),
    );
    expect(brokenImages).toEqual([]);
    await expectNoAxeViolations(page);
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

test('navigating moves focus to the new heading and scrolls to the top', async ({ page }) => {
  await page.goto('/');
  await page.mouse.wheel(0, 2000);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  const heading = page.getByRole('heading', { level: 1, name: routeManifest.about.heading });
  await expect(heading).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
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

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const route of routes) {
    test(`${route.path} has no axe violations`, async ({ page }) => {
      await page.goto(route.path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('at 320 px wide (400 % zoom of a 1280 px window)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const route of routes) {
    test(`${route.path} reflows without sideways scrolling`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
