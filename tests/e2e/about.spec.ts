import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { routeManifest } from '../../src/app/route-manifest';
import { siteConfig } from '../../src/lib/site-config';

const counters: Array<[label: string, final: string]> = [
  ['Doctors', '4,000+'],
  ['Patients', '10.0L+'],
  ['NABL labs', '500+'],
  ['Hospitals', '500+'],
];
const numbersHeading = `${siteConfig.brandName} in numbers`;

test.describe('on a phone, with the counters below the fold', () => {
  test.use({ viewport: { width: 375, height: 560 } });

  test('the counters count up from zero once in view and stop at their targets', async ({ page }) => {
    await page.goto(routeManifest.about.path);
    const figures = page.getByRole('region', { name: numbersHeading }).locator('dd');
    const doctors = figures.first().locator('[aria-hidden="true"]');
    // Out of view the counters stay the prerendered HTML: the final figures, as a reader without scripts gets them.
    await expect(doctors).toHaveText('4,000+');

    // Record every value the Doctors counter shows, with when it showed it.
    await doctors.evaluate((element) => {
      const seen: Array<[number, string]> = [];
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => seen.push([performance.now(), element.textContent ?? ''])).observe(element, { childList: true, characterData: true, subtree: true });
    });
    // Each counter starts when half of it is in view (on a phone they sit two to a row).
    for (const [index, [label, final]] of counters.entries()) {
      await figures.nth(index).scrollIntoViewIfNeeded();
      await expect(figures.nth(index).locator('xpath=..').locator('dt')).toHaveText(label);
      await expect(figures.nth(index).locator('[aria-hidden="true"]')).toHaveText(final, { timeout: 5000 });
    }

    const seen = await page.evaluate(() => (window as unknown as { seen: Array<[number, string]> }).seen);
    const values = seen.map(([, text]) => Number(text.replace(/[^\d]/g, '')));
    // Once in view the counter hydrates and counts again from zero.
    expect(values[0], 'the count starts near zero').toBeLessThan(400);
    expect(values.at(-1)).toBe(4000);
    expect(values.length, 'intermediate values were shown').toBeGreaterThan(5);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    const elapsed = seen.at(-1)![0] - seen[0]![0];
    expect(elapsed, 'the count takes about 2 s, not a jump').toBeGreaterThan(1000);
  });
});

test('screen readers get the final figures, not the moving ones', async ({ page }) => {
  await page.goto(routeManifest.about.path);
  const list = page.getByRole('region', { name: numbersHeading }).locator('dl');
  for (const [, final] of counters) await expect(list).toContainText(final);
});

test('Read More shows the whole intro and Read Less cuts it back to 300 characters', async ({ page }) => {
  await page.goto(routeManifest.about.path);
  const toggle = page.getByRole('button', { name: /^Read (More|Less)$/ });
  await expect(toggle).toHaveText('Read More');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const intro = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  const collapsed = (await intro.textContent()) ?? '';
  expect(collapsed).toMatch(new RegExp(`^${siteConfig.brandName} began`));
  expect(collapsed).toHaveLength(301);
  expect(collapsed.endsWith('…')).toBe(true);

  await toggle.click();
  await expect(toggle).toHaveText('Read Less');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const expanded = (await intro.textContent()) ?? '';
  expect(expanded.length).toBeGreaterThan(300);
  expect(expanded.startsWith(collapsed.slice(0, -1))).toBe(true);

  await toggle.click();
  await expect(toggle).toHaveText('Read More');
  await expect(intro).toHaveText(collapsed);
});

test('the sections are all there, the brand drawn from the site config', async ({ page }) => {
  await page.goto(routeManifest.about.path);
  await expect(page.getByRole('heading', { level: 2 })).toContainText([
    numbersHeading,
    'What you can do in the app',
    'Technology that protects you',
    'Employers and insurers',
    'Our team',
  ]);
});

test('the prerendered HTML carries the intro and the final figures', async ({ request }) => {
  const html = await (await request.get(routeManifest.about.path)).text();
  expect(html).toContain(`${siteConfig.brandName} began in 2019`);
  expect(html).toContain(numbersHeading);
  for (const [, final] of counters) expect(html).toContain(final);
});

for (const width of [375, 1280]) {
  // The page as loaded is audited by routes.spec.ts; this is the state only a reader reaches.
  test(`no axe violations at ${width} px with the intro expanded`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(routeManifest.about.path);
    await page.getByRole('button', { name: 'Read More' }).click();
    await expect(page.getByRole('button', { name: 'Read Less' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
