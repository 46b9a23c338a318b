import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { routeManifest } from '../../src/app/route-manifest';
import { searchKinds } from '../../src/features/search/model/search-entry';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';

type IndexedResult = { title: string; kind: string; route: string };
type PrerenderedPage = { route: keyof typeof routeManifest; path: string };
type TestCategories = { categories: { name: string; tests: { id: number }[] }[] };

/** What the build wrote (scripts/test-e2e.sh builds before the tests run): the index visitors download, and the pages. */
const results = Object.values((JSON.parse(readFileSync('dist/search-index.json', 'utf8')) as { storedFields: Record<string, IndexedResult> }).storedFields);
const pages = JSON.parse(readFileSync('dist/pages.json', 'utf8')) as PrerenderedPage[];
const detailPaths = new Set(pages.filter((page) => routeManifest[page.route].path.includes(':')).map((page) => page.path));

const fragmentOf = (result: IndexedResult) => result.route.split('#')[1] ?? '';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A result the tests page hides at first: a card whose first listing is in a later tab than the first,
 * with the name of that tab.
 */
function hiddenOnTestsPage(dataFile: string, anchorPrefix: string) {
  const { categories } = JSON.parse(readFileSync(`public/data/${dataFile}`, 'utf8')) as TestCategories;
  const firstTab = new Map<number, string>();
  for (const category of categories) for (const listed of category.tests) if (!firstTab.has(listed.id)) firstTab.set(listed.id, category.name);
  const pattern = new RegExp(`^/tests#${anchorPrefix}-(\\d+)$`);
  for (const result of results) {
    const tab = firstTab.get(Number(pattern.exec(result.route)?.[1]));
    if (tab !== undefined && tab !== categories[0]?.name) return { result, tab };
  }
  throw new Error(`no result of ${dataFile} is hidden behind a later tab`);
}

const labTest = hiddenOnTestsPage('lab-tests-by-category.json', 'lab-test');
const scan = hiddenOnTestsPage('health-scans.json', 'health-scan');
const resultAt = (pattern: RegExp) => {
  const found = results.filter((result) => pattern.test(result.route)).at(-1);
  if (!found) throw new Error(`no result opens ${pattern}`);
  return found;
};
const skincareProduct = resultAt(/^\/skincare#/);
const careProgram = resultAt(/^\/care-programs#/);
const speciality = resultAt(/^\/consultation#/);

async function expectLandedOn(page: Page, result: IndexedResult) {
  await expect(page).toHaveURL(new RegExp(`${escaped(result.route)}$`));
  const item = page.locator(`#${fragmentOf(result)}`);
  await expect(item).toBeFocused();
  await expect(item).toBeVisible();
  await expect(item).toBeInViewport();
  return item;
}

test('every result opens a page of its own record, or an element its page holds exactly once, for every kind', async ({ request }) => {
  expect(new Set(results.map((result) => result.kind))).toEqual(new Set(searchKinds));
  const html = new Map<string, string>();
  const problems: string[] = [];
  for (const result of results) {
    const [path = '', fragment] = result.route.split('#');
    if (fragment === undefined) {
      if (!detailPaths.has(path)) problems.push(`${result.route}: a page listing many, without a fragment`);
      continue;
    }
    if (!html.has(path)) html.set(path, await (await request.get(path)).text());
    const count = html.get(path)?.split(`id="${fragment}"`).length ?? 0;
    if (count - 1 !== 1) problems.push(`${result.route}: ${count - 1} elements with that id`);
  }
  expect(problems).toEqual([]);
});

test.describe('arriving at a result’s URL', () => {
  for (const { result, tab } of [labTest, scan]) {
    test(`${result.route} selects the tab “${tab}” and focuses the card`, async ({ page }) => {
      await page.goto(result.route);
      await expectLandedOn(page, result);
      await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
    });
  }

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('a skincare product opens the carousel at its slide', async ({ page }) => {
      await page.goto(skincareProduct.route);
      const card = await expectLandedOn(page, skincareProduct);
      await expect(card).toHaveAccessibleName(skincareProduct.title);
      const carousel = page.getByRole('region', { name: 'Featured skincare products' });
      await expect(carousel.getByRole('status')).toHaveText(/^Showing item (\d+) of \1$/);
    });
  });

  for (const result of [careProgram, speciality, resultAt(/^\/our-doctors#find-a-doctor$/)]) {
    test(`${result.route} focuses its item`, async ({ page }) => {
      await page.goto(result.route);
      await expectLandedOn(page, result);
    });
  }
});

test.describe('following a result', () => {
  const trigger = (page: Page) => page.getByRole('button', { name: 'Search tests, scans, doctors, medicines' });
  const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search' });

  async function choose(page: Page, result: IndexedResult) {
    await trigger(page).click();
    await combobox(page).fill(result.title);
    await page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option', { name: new RegExp(`^${escaped(result.title)}`) }).first().click();
  }

  test('from the header to a lab test behind a tab of the tests page', async ({ page }) => {
    await page.goto('/about');
    await choose(page, labTest.result);
    await expectLandedOn(page, labTest.result);
    await expect(page.getByRole('tab', { name: labTest.tab, selected: true })).toBeVisible();
  });

  test('on the tests page itself, to a scan behind another tab', async ({ page }) => {
    await page.goto('/tests');
    await choose(page, scan.result);
    await expectLandedOn(page, scan.result);
    await expect(page.getByRole('tab', { name: scan.tab, selected: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('from the results page to a skincare product in the carousel', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent(skincareProduct.title)}`);
    await page.getByRole('main').getByRole('link', { name: skincareProduct.title, exact: true }).click();
    await expectLandedOn(page, skincareProduct);
  });
});
