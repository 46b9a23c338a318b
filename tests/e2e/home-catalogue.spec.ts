import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { formatInr } from '../../src/lib/format';
import { svgDataUri } from '../../src/lib/svg-data-uri';
import { expect, scrollToHydrated, test } from './fixtures';
import { textOf } from './served-html';
import { expectNoAxeViolations } from './axe';

const readData = <T>(file: string) => JSON.parse(readFileSync(`public/data/${file}`, 'utf8')) as T;

const packages = readData<{ id: number; title: string; cutPrice: number; price: number; discount: number }[]>('skincare-packages.json');
const packageDetails = readData<{ id: number; images: string[] }[]>('skincare-package-details.json');
const healthChecks = readData<{ id: number; heading: string; noOfTests: number; price: number; cutPrice: number; discount: number }[]>('health-checks.json');
const labTests = readData<{ id: number; testName: string; price: number }[]>('lab-tests.json');
const symptoms = readData<string[]>('symptoms.json');
const specialities = readData<string[]>('specialities.json');
const scans = readData<{ id: number; scanName: string }[]>('scans.json');
const scanImages: Record<number, string> = { 1: 'mri', 2: 'ct', 3: 'ultrasound', 4: 'xray' };
/** A scan's picture as the page carries it, inline. */
const scanPicture = (id: number) => svgDataUri(readFileSync(`src/features/catalogue/components/scans-grid/images/${scanImages[id]}.svg`, 'utf8'));

const blockNames = ['Derma Essentials', 'Health checks and lab tests', 'Consult a doctor', 'Scans and X-rays'] as const;
const blockFiles = /\/data\/(skincare-packages|health-checks|lab-tests|symptoms|specialities|scans)\.json$/;

const block = (page: Page, name: (typeof blockNames)[number]) => page.getByRole('region', { name, exact: true });
const visibleSlides = (carousel: Locator) => carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
const statusOf = (carousel: Locator) => carousel.getByRole('status');
const slideOf = (carousel: Locator, title: string) =>
  carousel.locator('[aria-roledescription="slide"]').filter({ has: carousel.page().getByRole('link', { name: title, exact: true }) });


test('the prerendered home page already carries the catalogue blocks', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const text = textOf(html);
  const [firstPackage] = packages;
  const [firstCheck] = healthChecks;
  expect(text).toContain(firstPackage!.title);
  expect(text).toContain(`${firstCheck!.heading} ${firstCheck!.noOfTests} tests included`);
  expect(text).toMatch(new RegExp(`${firstCheck!.heading}[^₹]*Price ${formatInr(firstCheck!.price)} Original price ${formatInr(firstCheck!.cutPrice)}`));
  expect(text).toContain(symptoms[0]);
  for (const scan of scans) expect(text).toContain(scan.scanName);
  const sections = [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((match) => textOf(match[1] ?? '').trim());
  const order = ['Explore our services', ...blockNames].map((name) => sections.indexOf(name));
  expect(order).toEqual([0, 1, 2, 3, 4]);
});

test.describe('at 1280 px wide', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Derma Essentials shows the packages, three a page, linking to their details', async ({ page }) => {
    await page.goto('/');
    const carousel = block(page, 'Derma Essentials').getByRole('region', { name: 'Skincare packages' });
    await scrollToHydrated(carousel);
    await expect(visibleSlides(carousel)).toHaveCount(3);
    await expect(statusOf(carousel)).toHaveText(`Showing items 1 to 3 of ${packages.length}`);
    for (const item of packages.slice(0, 3)) {
      const link = carousel.getByRole('link', { name: item.title, exact: true });
      await expect(link).toHaveAttribute('href', `/package-details/${item.id}`);
      await expect(link).toHaveAccessibleDescription(`Price ${formatInr(item.price)} Original price ${formatInr(item.cutPrice)} ${item.discount}% Off`);
      await expect(slideOf(carousel, item.title).locator('s')).toHaveText(`Original price ${formatInr(item.cutPrice)}`);
    }
    const images = carousel.locator('[aria-roledescription="slide"] img');
    await expect(images).toHaveCount(packages.length);
    const sources = await images.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')));
    expect(sources).toEqual(packages.map((item) => packageDetails.find((detail) => detail.id === item.id)?.images[0]));

    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => images.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(statusOf(carousel)).toHaveText(`Showing items ${packages.length - 2} to ${packages.length} of ${packages.length}`);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(statusOf(carousel)).toHaveText(`Showing items 1 to 3 of ${packages.length}`);
  });

  test('the health tabs show checks first, lab tests on switching, each time from the first card', async ({ page }) => {
    await page.goto('/');
    const section = block(page, 'Health checks and lab tests');
    const checksTab = section.getByRole('tab', { name: 'Popular Health Checks' });
    const testsTab = section.getByRole('tab', { name: 'Prescribed Lab Tests' });
    await expect(checksTab).toHaveAttribute('aria-selected', 'true');
    const checks = section.getByRole('tabpanel', { name: 'Popular Health Checks' }).getByRole('region', { name: 'Popular health checks' });
    for (const item of healthChecks.slice(0, 3)) {
      const link = checks.getByRole('link', { name: item.heading, exact: true });
      await expect(link).toHaveAttribute('href', `/health-checks-details/${item.id}`);
      await expect(link).toHaveAccessibleDescription(new RegExp(`^${item.noOfTests} tests included .* Price ${formatInr(item.price)} Original price ${formatInr(item.cutPrice)} ${item.discount}% Off$`));
    }
    await checks.getByRole('button', { name: 'Next slide' }).click();
    await checks.getByRole('button', { name: 'Next slide' }).click();
    await expect(statusOf(checks)).toHaveText(`Showing items 3 to 5 of ${healthChecks.length}`);

    await testsTab.click();
    await expect(testsTab).toHaveAttribute('aria-selected', 'true');
    const tests = section.getByRole('tabpanel', { name: 'Prescribed Lab Tests' }).getByRole('region', { name: 'Prescribed lab tests' });
    await expect(statusOf(tests)).toHaveText(`Showing items 1 to 3 of ${labTests.length}`);
    for (const item of labTests.slice(0, 3)) {
      const link = tests.getByRole('link', { name: item.testName, exact: true });
      await expect(link).toHaveAttribute('href', `/lab-tests-details/${item.id}`);
      await expect(link).toHaveAccessibleDescription(`Starts at ${formatInr(item.price)}`);
    }
    await tests.getByRole('button', { name: 'Next slide' }).click();
    await expect(statusOf(tests)).toHaveText(`Showing items 2 to 4 of ${labTests.length}`);

    await checksTab.click();
    await expect(statusOf(checks)).toHaveText(`Showing items 1 to 3 of ${healthChecks.length}`);
    await expect(checks.getByRole('link', { name: healthChecks[0]!.heading, exact: true })).toBeVisible();
  });

  test('the symptoms / specialities toggle switches the list and starts it from the first slide', async ({ page }) => {
    await page.goto('/');
    const section = block(page, 'Consult a doctor');
    const toggle = section.getByRole('group', { name: 'Find a doctor by' });
    await expect(toggle.getByRole('button', { name: 'Symptoms' })).toHaveAttribute('aria-pressed', 'true');
    const symptomList = section.getByRole('region', { name: 'Symptoms' });
    await expect(visibleSlides(symptomList)).toHaveCount(3);
    for (const name of symptoms.slice(0, 3)) {
      await expect(symptomList.getByRole('link', { name, exact: true })).toHaveAttribute('href', '/our-doctors');
    }
    await symptomList.getByRole('button', { name: 'Next slide' }).click();
    await expect(statusOf(symptomList)).toHaveText(`Showing items 2 to 4 of ${symptoms.length}`);

    await toggle.getByRole('button', { name: 'Specialities' }).click();
    await expect(toggle.getByRole('button', { name: 'Specialities' })).toHaveAttribute('aria-pressed', 'true');
    const specialityList = section.getByRole('region', { name: 'Specialities' });
    await expect(statusOf(specialityList)).toHaveText(`Showing items 1 to 3 of ${specialities.length}`);
    for (const name of specialities.slice(0, 3)) {
      await expect(specialityList.getByRole('link', { name, exact: true })).toHaveAttribute('href', '/our-doctors');
    }
    await toggle.getByRole('button', { name: 'Symptoms' }).click();
    await expect(statusOf(symptomList)).toHaveText(`Showing items 1 to 3 of ${symptoms.length}`);
  });

  test('the scans grid links each scan to its service grid, with its picture', async ({ page }) => {
    await page.goto('/');
    const list = block(page, 'Scans and X-rays').getByRole('list', { name: 'Scans' });
    await expect(list.getByRole('listitem')).toHaveCount(scans.length);
    await list.scrollIntoViewIfNeeded();
    for (const scan of scans) {
      const link = list.getByRole('link', { name: scan.scanName, exact: true });
      await expect(link).toHaveAttribute('href', `/medical-services/${scan.id}`);
      const image = link.locator('img');
      await expect(image).toHaveAttribute('src', scanPicture(scan.id));
      await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0)).toBe(true);
    }
  });
});

for (const [width, perPage] of [
  [375, 1],
  [800, 2],
  [1280, 3],
] as const) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`the carousels show ${perPage} item(s) a page`, async ({ page }) => {
      await page.goto('/');
      for (const [name, carousel] of [
        ['Derma Essentials', 'Skincare packages'],
        ['Health checks and lab tests', 'Popular health checks'],
        ['Consult a doctor', 'Symptoms'],
      ] as const) {
        const region = block(page, name).getByRole('region', { name: carousel });
        await scrollToHydrated(region);
        await expect(visibleSlides(region)).toHaveCount(perPage);
      }
    });

    test('each block keeps its size from skeleton to content', async ({ page }) => {
      await page.goto('/about');
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(blockFiles, async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('banner').getByRole('link').first().click();
      for (const name of blockNames) await expect(block(page, name).locator('[aria-busy="true"]')).toBeVisible();
      const heights = () => Promise.all(blockNames.map((name) => block(page, name).evaluate((node) => node.getBoundingClientRect().height)));
      const loading = await heights();
      release();
      for (const name of blockNames) await expect(block(page, name).locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(block(page, 'Scans and X-rays').getByRole('link')).toHaveCount(scans.length);
      expect(await heights()).toEqual(loading);
    });
  });
}

for (const width of [375, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the home page has no violations with the other tab and list showing', async ({ page }) => {
      // The page as loaded is audited by routes.spec.ts; these are the states only a visitor reaches.
      // Checked from the top: a sticky header over a scrolled page would make axe judge the targets under it.
      const scrollToTop = () => page.evaluate(() => window.scrollTo(0, 0));
      await page.goto('/');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      await block(page, 'Health checks and lab tests').getByRole('tab', { name: 'Prescribed Lab Tests' }).click();
      await block(page, 'Consult a doctor').getByRole('button', { name: 'Specialities' }).click();
      await expect(block(page, 'Consult a doctor').getByRole('region', { name: 'Specialities' })).toBeVisible();
      await scrollToTop();
      await expectNoAxeViolations(page);
    });
  });
}

test('loading the home page moves nothing: cumulative layout shift stays under 0.01', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const viewport of [
    { width: 375, height: 800 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 1600);
    // What scrolling brought into view has loaded (its images complete) and been laid out (two frames later).
    await page.waitForFunction(() =>
      [...document.images].filter((image) => image.getBoundingClientRect().top < innerHeight && image.getBoundingClientRect().bottom > 0).every((image) => image.complete),
    );
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const cls = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
    expect(cls, `CLS at ${viewport.width} px`).toBeLessThanOrEqual(0.01);
  }
});
