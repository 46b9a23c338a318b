import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { textOf } from './served-html';
import type { PageEntry } from '../../src/app/page-contract';
import { routeManifest } from '../../src/app/route-manifest';

/** An id each detail route's data file does not have, and the not-found screen the visitor gets there. */
const unknownIds = [
  { url: '/package-details/999', heading: 'Package not found', message: 'Package with ID 999 not found.' },
  { url: '/health-checks-details/999', heading: 'Package not found', message: 'Package with ID 999 not found.' },
  { url: '/lab-tests-details/abc', heading: 'Lab test not found', message: 'Lab test with ID abc not found.' },
  { url: '/medical-services/9', heading: 'Scan service not found', message: 'We could not find scan services with the id ‘9’. Choose a scan below or see every scan we offer.' },
];

const detailRoutes = Object.values(routeManifest as Record<string, PageEntry>).filter((route) => route.ids !== undefined);

test('the cases cover every detail route of the manifest', () => {
  expect(unknownIds.map(({ url }) => url.replace(/[^/]+$/, ':id')).sort()).toEqual(detailRoutes.map((route) => route.path).sort());
});

for (const { url, heading, message } of unknownIds) {
  test(`${url} answers 404 with the not-found screen in its HTML, noindex, and hydrates to the same screen`, async ({ page, request }) => {
    const served = await request.get(url);
    expect(served.status()).toBe(404);
    const html = await served.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(textOf(html)).toContain(`${heading} ${message}`);

    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page).toHaveTitle(new RegExp(`^${heading} \\|`));
  });
}

for (const id of ['"><b>x&amp;', '\u0915\u094d\u200d\u0937']) {
  test(`the id ${JSON.stringify(id)} is shown as typed, as text, and hydrates without a mismatch`, async ({ page }) => {
    const response = await page.goto(`/lab-tests-details/${encodeURIComponent(id)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(`Lab test with ID ${id} not found.`)).toBeVisible();
    await expect(page.locator('main b')).toHaveCount(0);
  });
}

test('every known id still answers 200', async ({ request }) => {
  for (const route of detailRoutes) {
    const ids = route.ids!.list(JSON.parse(readFileSync(`public${route.ids!.dataFile}`, 'utf8')));
    for (const id of ids) {
      const url = route.path.replace(':id', String(id));
      expect((await request.get(url)).status(), url).toBe(200);
    }
  }
});

test('a path outside the route table is still redirected home', async ({ request }) => {
  const response = await request.get('/package-details-of-nothing/999', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/');
});
