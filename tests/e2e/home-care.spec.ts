import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from '@playwright/test';
import type { CareProgram } from '../../src/features/catalogue/schemas/care-program';
import type { Feedback } from '../../src/features/catalogue/schemas/feedback';
import type { SelfCheck } from '../../src/features/catalogue/schemas/self-check';
import { formatInr } from '../../src/lib/format';
import { siteConfig } from '../../src/lib/site-config';
import { e2eDataDir } from '../../playwright.config';
import { expect, scrollToHydrated, test } from './fixtures';
import { decodeEntities } from './served-html';

const readData = <T>(file: string) => JSON.parse(readFileSync(`public/data/${file}`, 'utf8')) as T;
const programs = readData<CareProgram[]>('care-programs.json');
const checks = readData<SelfCheck[]>('self-checks.json');
const feedback = readData<Feedback[]>('feedback.json');

const blocks = [
  { section: 'Care programs that stay with you', carousel: 'Care programs', file: 'care-programs.json', count: programs.length },
  { section: 'Quick health self-checks', carousel: 'Self-checks', file: 'self-checks.json', count: checks.length },
  { section: 'What our patients say', carousel: 'Patient feedback', file: 'feedback.json', count: feedback.length },
] as const;

const carousel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** Slides a user can see: the others are aria-hidden and inert. */
const shownSlides = (region: Locator) => region.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
const randomMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

function storedCallbacks(phone: string): unknown[] {
  const db = new Database(path.join(e2eDataDir, 'healvia.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT phone FROM callbacks WHERE phone = ?').all(phone);
  } finally {
    db.close();
  }
}

test('the prerendered HTML of / already holds the care programs, self-checks and feedback', async ({ request }) => {
  const html = decodeEntities(await (await request.get('/')).text());
  for (const program of programs) {
    expect(html).toContain(program.programeName);
    expect(html).toContain(formatInr(program.price));
  }
  for (const check of checks) expect(html).toContain(check.title);
  expect(html).toContain(feedback[0]?.comment);
  expect(html).toContain(feedback.at(-1)?.comment);
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the three blocks show the real data, three cards per page', async ({ page }) => {
    await page.goto('/');
    for (const { section, carousel: name } of blocks) {
      await expect(page.getByRole('region', { name: section }).getByRole('heading', { level: 2, name: section })).toBeVisible();
      await expect(shownSlides(carousel(page, name))).toHaveCount(3);
    }
    const care = carousel(page, 'Care programs');
    for (const program of programs.slice(0, 3)) {
      await expect(care.getByRole('heading', { level: 3, name: program.programeName })).toBeVisible();
      await expect(care.getByText(program.programeSummary)).toBeVisible();
      await expect(care.getByText(`Price ${formatInr(program.price)}`, { exact: true })).toBeVisible();
    }
    await expect(care.getByRole('button', { name: 'Request Callback' })).toHaveCount(3);
    const selfChecks = carousel(page, 'Self-checks');
    for (const check of checks.slice(0, 3)) {
      await expect(selfChecks.getByRole('heading', { level: 3, name: check.title })).toBeVisible();
      await expect(selfChecks.getByText(check.needs)).toBeVisible();
    }
    const people = carousel(page, 'Patient feedback');
    for (const entry of feedback.slice(0, 3)) {
      await expect(people.getByText(entry.profileName, { exact: true })).toBeVisible();
      await expect(people.getByText(`${entry.profileAge} years, ${entry.profilePlace}`)).toBeVisible();
      await expect(people.getByText(entry.comment)).toBeVisible();
    }
    await expect(people.getByRole('img', { name: `Rated ${feedback[2]?.rating} out of 5` }).first()).toBeVisible();
  });

  test('every Start Now leads to the self-check, named after its check', async ({ page }) => {
    await page.goto('/');
    const selfChecks = carousel(page, 'Self-checks');
    await expect(selfChecks.locator('a[href="/self-check-scan"]')).toHaveCount(checks.length);
    for (const check of checks.slice(0, 3)) {
      await expect(selfChecks.getByRole('link', { name: `Start Now: ${check.title}` })).toHaveAttribute('href', '/self-check-scan');
    }
    for (const slide of await shownSlides(selfChecks).all()) await expect(slide.getByText(/takes under 3 mins/i)).toHaveCount(1);
  });

  test('the feedback dots move the carousel', async ({ page }) => {
    await page.goto('/');
    const people = carousel(page, 'Patient feedback');
    await scrollToHydrated(people);
    const dots = people.getByRole('group', { name: 'Choose slide' });
    await expect(dots.getByRole('button')).toHaveCount(feedback.length - 2);
    await dots.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect(people.getByRole('status')).toHaveText(`Showing items 2 to 4 of ${feedback.length}`);
    await expect(dots.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    await expect(dots.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
    await expect(people.getByText(feedback[3]?.comment ?? '')).toBeInViewport();
    await expect(shownSlides(people).first()).toHaveAttribute('aria-label', `2 of ${feedback.length}`);
  });

  test('a care program callback: the phone takes 10 digits at most, and the request is stored', async ({ page }) => {
    const phone = randomMobile();
    await page.goto('/');
    const opener = carousel(page, 'Care programs').getByRole('button', { name: 'Request Callback' }).nth(1);
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Need Assistance?' });
    const input = dialog.getByLabel('Phone Number');
    await expect(input).toBeFocused();
    await input.pressSequentially(`${phone}12`);
    await expect(input).toHaveValue(phone);
    await dialog.getByRole('button', { name: 'Request Callback' }).click();
    await expect(page.locator('[data-toast]').filter({ hasText: 'Submitted Successfully!' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect.poll(() => storedCallbacks(`+91${phone}`)).toEqual([{ phone: `+91${phone}` }]);
  });
});

for (const { width, perPage } of [
  { width: 375, perPage: 1 },
  { width: 800, perPage: 2 },
  { width: 1280, perPage: 3 },
]) {
  test(`at ${width} px each carousel shows ${perPage} card(s) per page, all of one fixed height`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    for (const { carousel: name, count } of blocks) {
      const region = carousel(page, name);
      await scrollToHydrated(region);
      await expect(shownSlides(region)).toHaveCount(perPage);
      await expect(region.getByRole('status')).toHaveText(perPage === 1 ? `Showing item 1 of ${count}` : `Showing items 1 to ${perPage} of ${count}`);
      // The cards' content fits their fixed height, so the loading skeleton (same height) never shifts the page.
      const overflow = await region.locator('[aria-roledescription="slide"] > *').evaluateAll((cards) =>
        cards.map((card) => Math.round(card.getBoundingClientRect().height - parseFloat(getComputedStyle(card).minHeight))),
      );
      expect(overflow, `${name} cards taller than their fixed height`).toEqual(overflow.map(() => 0));
    }
  });
}

for (const width of [375, 1280]) {
  test(`at ${width} px the loading skeletons take the loaded blocks' exact space`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/about');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    for (const { file } of blocks) {
      await page.route(`**/data/${file}`, async (route) => {
        await held;
        await route.continue();
      });
    }
    await page.getByRole('banner').getByRole('link', { name: siteConfig.brandName }).click();
    const sections = blocks.map(({ section }) => page.getByRole('region', { name: section }));
    for (const section of sections) await expect(section.locator('[aria-busy="true"]')).toBeVisible();
    const loading = await Promise.all(sections.map(async (section) => (await section.boundingBox())?.height));
    release();
    for (const { carousel: name } of blocks) await expect(carousel(page, name)).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const loaded = await Promise.all(sections.map(async (section) => (await section.boundingBox())?.height));
    expect(loaded).toEqual(loading);
  });
}

test('at 320 px the blocks reflow without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  for (const { carousel: name } of blocks) {
    await scrollToHydrated(carousel(page, name));
    await expect(shownSlides(carousel(page, name))).toHaveCount(1);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});
