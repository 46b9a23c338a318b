import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { decodeEntities } from './served-html';
import { routeManifest } from '../../src/app/route-manifest';

type Titled = { id: number };
const readData = <T>(file: string) => JSON.parse(readFileSync(`public/data/${file}`, 'utf8')) as T[];

/** Each detail route, every record of its data file with the title its h1 shows, and the listing cards that open it. */
const kinds = [
  {
    base: '/package-details',
    records: readData<Titled & { name: string }>('skincare-package-details.json').map((record) => ({ id: record.id, title: record.name })),
    cards: readData<Titled>('skincare-packages.json'),
    notFound: { heading: 'Package not found', message: 'Package with ID 99 not found.' },
  },
  {
    base: '/health-checks-details',
    records: readData<Titled & { title: string }>('health-check-details.json'),
    cards: readData<Titled>('health-checks.json'),
    notFound: { heading: 'Package not found', message: 'Package with ID 99 not found.' },
  },
  {
    base: '/lab-tests-details',
    records: readData<Titled & { title: string }>('lab-test-details.json'),
    cards: readData<Titled>('lab-tests.json'),
    notFound: { heading: 'Lab test not found', message: 'Lab test with ID 99 not found.' },
  },
] as const;

const h1Of = (html: string) => decodeEntities(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '');

for (const kind of kinds) {
  test(`every ${kind.base}/{id} of the data is prerendered with its record's title as the h1`, async ({ request }) => {
    expect(kind.records.length).toBeGreaterThan(0);
    for (const record of kind.records) {
      const path = `${kind.base}/${record.id}`;
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(h1Of(html), path).toBe(record.title);
      expect(html, path).toContain('id="page-data"');
      expect(html, path).not.toContain('<meta name="robots" content="noindex">');
    }
  });

  test(`an unknown ${kind.base} id says it was not found and is not indexed`, async ({ page }) => {
    await page.goto(`${kind.base}/99`);
    await expect(page.getByRole('heading', { level: 1, name: kind.notFound.heading })).toBeVisible();
    await expect(page.getByText(kind.notFound.message)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test(`an id of ${kind.base} that is no number at all is not found either, and its page hydrates as served`, async ({ page }) => {
    await page.goto(`${kind.base}/${encodeURIComponent('a "b"')}`);
    await expect(page.getByRole('heading', { level: 1, name: kind.notFound.heading })).toBeVisible();
    await expect(page.getByText(kind.notFound.message.replace('99', 'a "b"'))).toBeVisible();
  });

  test(`a ${kind.base} page is titled from its record`, async ({ page }) => {
    const [record] = kind.records;
    await page.goto(`${kind.base}/${record!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: record!.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${record!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });
}

/** The hrefs of every link into a detail route on the page, each once. */
async function detailLinks(page: Page, base: string): Promise<string[]> {
  const hrefs = await page.locator(`main a[href^="${base}/"]`).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].sort();
}

test("every card of home's Derma Essentials, Popular Health Checks and Prescribed Lab Tests opens a rendered detail page", async ({ page, request }) => {
  await page.goto('/');
  const found = new Map<string, string[]>();
  for (const kind of kinds) {
    // The lab tests share one tab panel with the health checks; their cards render once their tab is chosen.
    if (kind.base === '/lab-tests-details') await page.getByRole('tab', { name: 'Prescribed Lab Tests' }).click();
    await expect(page.locator(`main a[href^="${kind.base}/"]`).first()).toBeAttached();
    found.set(kind.base, await detailLinks(page, kind.base));
  }
  for (const kind of kinds) {
    const hrefs = found.get(kind.base) ?? [];
    expect(hrefs).toEqual(kind.cards.map((card) => `${kind.base}/${card.id}`).sort());
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      const id = Number(href.split('/').at(-1));
      expect(h1Of(await response.text()), href).toBe(kind.records.find((record) => record.id === id)?.title);
    }
  }
  const [firstPackage] = kinds[0].records;
  await page.getByRole('region', { name: 'Skincare packages' }).getByRole('link', { name: firstPackage!.title, exact: true }).click();
  await expect(page).toHaveURL(`/package-details/${firstPackage!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: firstPackage!.title })).toBeFocused();
});

test('a health check lists its first tests and View All Tests shows the rest', async ({ page }) => {
  const check = readData<Titled & { tests: { name: string }[] }>('health-check-details.json').find((record) => record.tests.length > 6)!;
  await page.goto(`/health-checks-details/${check.id}`);
  const toggle = page.getByRole('button', { name: 'View All Tests' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Show Fewer Tests' })).toHaveAttribute('aria-expanded', 'true');
  for (const test of check.tests) await expect(page.getByText(test.name, { exact: true })).toBeVisible();
});

test('Book Test Now opens the callback dialog', async ({ page }) => {
  await page.goto('/lab-tests-details/1');
  await page.getByRole('button', { name: 'Book Test Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Need Assistance?' })).toBeVisible();
});

test('the manifest lists the three detail routes', () => {
  expect([routeManifest.packageDetail.path, routeManifest.healthCheckDetail.path, routeManifest.labTestDetail.path]).toEqual(
    kinds.map((kind) => `${kind.base}/:id`),
  );
});
