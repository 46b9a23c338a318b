import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';

const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });
const trigger = (page: Page) => page.getByRole('button', { name: 'Search tests, scans, doctors, medicines' });

test.describe('header search at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('keyboard only: from the home page to a lab test by typing, the arrows and Enter', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/search-index.json')) indexRequests.push(request.url());
    });
    await page.goto('/');
    expect(indexRequests, 'the index waits for the first focus').toHaveLength(0);
    await expect(trigger(page)).toBeVisible();
    for (let stop = 0; stop < 3; stop += 1) await page.keyboard.press('Tab'); // skip link, brand, search
    // The trigger gives way to the field, focused, once its code has loaded.
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.type('thyroid profile');
    await expect(suggestions(page)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /results?/ })).toContainText('Use the up and down arrows to choose.');
    const options = await suggestions(page).getByRole('option').allTextContents();
    const position = options.findIndex((text) => text.startsWith('Thyroid Profile (T3, T4, TSH)'));
    expect(position, options.join(' | ')).toBeGreaterThanOrEqual(0);
    for (let press = 0; press <= position; press += 1) await page.keyboard.press('ArrowDown');
    const chosen = suggestions(page).getByRole('option', { name: /^Thyroid Profile \(T3, T4, TSH\)/ });
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id')) ?? '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/lab-tests-details\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Thyroid Profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(indexRequests).toHaveLength(1);
  });

  test('the open popup has no axe violations, and Escape closes it', async ({ page }) => {
    await page.goto('/about');
    await trigger(page).click();
    await combobox(page).fill('mri');
    await expect(suggestions(page)).toBeVisible();
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(suggestions(page)).toBeHidden();
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('nothing found: says so and offers contact support', async ({ page }) => {
    await page.goto('/about');
    await trigger(page).click();
    await combobox(page).fill('qqqzzz');
    // Exact: the polite status region says the same with a full stop once typing pauses, and may already have.
    await expect(page.getByText('No results for “qqqzzz”', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('status').filter({ hasText: 'No results' })).toHaveText('No results for “qqqzzz”.');
  });

  test('a doctor opens at their profile, which takes focus', async ({ page }) => {
    await page.goto('/about');
    await trigger(page).click();
    await combobox(page).fill('nandini rao');
    await suggestions(page).getByRole('option', { name: /Nandini Rao/ }).click();
    await expect(page).toHaveURL(/\/our-doctors#dr-nandini-rao$/);
    const profile = page.locator('#dr-nandini-rao');
    await expect(profile).toBeFocused();
    await expect(profile).toBeInViewport();
  });

  test('Enter without choosing opens the results page; chips filter, the URL keeps both and Back works', async ({ page }) => {
    await page.goto('/about');
    await trigger(page).click();
    await combobox(page).fill('thyroid');
    await expect(suggestions(page)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=thyroid$/);
    const summary = page.getByRole('main').getByRole('status');
    await expect(summary).toHaveText(/^\d+ results for “thyroid”$/);
    await expect(page.getByRole('searchbox', { name: 'Search tests, scans, doctors and medicines' })).toHaveValue('thyroid');
    const chips = page.getByRole('navigation', { name: 'Filter results by kind' });
    await chips.getByRole('link', { name: /^Lab tests \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/search\?q=thyroid&kind=lab-test$/);
    await expect(summary).toContainText('in Lab tests');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('header search on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the Search button opens the field under the toolbar; a scan lands on its card', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
    await expect(button).toBeVisible();
    await expect(trigger(page)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await button.click();
    await expect(combobox(page)).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.type('mri knee');
    await expect(suggestions(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/medical-services\/1#mri-knee-joint-left-or-right$/);
    const card = page.locator('#mri-knee-joint-left-or-right');
    await expect(card).toBeFocused();
    await expect(card).toBeInViewport();
    await expect(combobox(page)).toBeHidden();
  });

  test('Escape in the empty field closes the panel and returns focus to the Search button', async ({ page }) => {
    await page.goto('/about');
    const button = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
    await button.click();
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(combobox(page)).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('the results page', () => {
  test('is prerendered as a noindex shell that reads well before the script, and stays out of the sitemap', async ({ request }) => {
    const html = await (await request.get('/search?q=thyroid')).text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('Popular searches');
    expect(html).toMatch(/<form[^>]*action="\/search"[^>]*method="get"/);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/search<');
  });

  test('a shared link shows its results, filtered as it was', async ({ page }) => {
    await page.goto('/search?q=vitamin%20d&kind=lab-test');
    await expect(page.getByRole('main').getByRole('status')).toContainText('in Lab tests');
    await expect(page.getByRole('link', { name: 'Vitamin D (25-OH)' })).toBeVisible();
  });

  test('the results of a shared link replace the prerendered page without moving anything in view (CLS under 0.01)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/search?q=blood');
    await expect(page.getByRole('main').getByRole('status')).toContainText('results');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const cls = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
    expect(cls).toBeLessThanOrEqual(0.01);
  });
});
