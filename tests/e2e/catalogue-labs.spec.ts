import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { textOf } from './served-html';
import { routeManifest } from '../../src/app/route-manifest';
import type { Product } from '../../src/features/catalogue/schemas/product';
import type { NearbyCentres } from '../../src/features/catalogue/schemas/diagnostic-centre';

const categoryRoutes = [
  'sexualWellness',
  'painRelief',
  'ayurveda',
  'devices',
  'babyCare',
  'skinHaircare',
  'womenWellness',
  'vitaminsSupplements',
] as const;

const productsOf = (path: string) => JSON.parse(readFileSync(`public/detailedData/productcatalogue${path}.json`, 'utf8')) as Product[];

for (const route of categoryRoutes) {
  const { path, heading } = routeManifest[route];
  const products = productsOf(path);

  test(`${path} shows every product of its file with its prices and a Request Callback`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const list = page.getByRole('list', { name: `${heading} products` });
    const cards = list.getByRole('article');
    await expect(cards).toHaveCount(products.length);
    await expect(cards.locator('h2')).toHaveText(products.map((product) => product.name));
    await expect(list.getByText('Prescription Required', { exact: true })).toHaveCount(products.filter((product) => product.prescriptionRequired).length);
    await expect(list.getByRole('button', { name: 'Request Callback' })).toHaveCount(products.length);
    const [first] = products;
    await expect(cards.first()).toContainText(first!.stripName);
    await expect(cards.first().locator('s')).toContainText(`₹${first!.mrp.toLocaleString('en-IN')}`);
    await expect(cards.first()).toContainText(`${first!.discount}% Off`);
  });

  test(`${path} arrives prerendered with its products and their Product offers`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const text = textOf(html);
    for (const product of products) expect(text).toContain(product.name);
    const graph = (JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as { '@graph': Record<string, unknown>[] })['@graph'];
    const list = graph.find((node) => node['@type'] === 'ItemList') as { numberOfItems: number; itemListElement: { item: { offers: { priceCurrency: string } } }[] };
    expect(list.numberOfItems).toBe(products.length);
    expect(list.itemListElement.every((entry) => entry.item.offers.priceCurrency === 'INR')).toBe(true);
  });
}

test.describe('a catalogue that fails to load', () => {
  // Chrome logs the failed fetch this test provokes.
  test.use({ expectedConsoleErrors: [/status of 503/] });

  test('says so with the underlying message and offers Try Again, which reloads the page', async ({ page }) => {
    const path = routeManifest.ayurveda.path;
    let failing = true;
    await page.route('**/detailedData/productcatalogue/ayurveda.json', (route) =>
      failing ? route.fulfill({ status: 503, body: 'down' }) : route.fallback(),
    );
    // Client-side navigation from another page, so the screen fetches the file itself.
    await page.goto(routeManifest.medicines.path);
    await page.getByRole('region', { name: 'Shop by category' }).getByRole('link', { name: 'Ayurveda' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Unable to load products' });
    await expect(alert).toContainText('Could not load /detailedData/productcatalogue/ayurveda.json (status 503)');
    failing = false;
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await page.waitForURL(path);
    await expect(page.getByRole('list', { name: 'Ayurveda products' }).getByRole('article')).toHaveCount(productsOf(path).length);
  });
});

const { centres } = JSON.parse(readFileSync('public/data/nearby-centres.json', 'utf8')) as NearbyCentres;
const tenInTheMorningInIndia = Date.UTC(2026, 10, 25, 4, 30);
const closingTime = (hours: string) => hours.split(' - ')[1];
const select = (page: Page, name: string) => page.getByRole('combobox', { name });
const resultNames = (page: Page) => page.getByRole('list', { name: 'Diagnostic centres' }).getByRole('heading', { level: 3 });

test.describe('/labs', () => {
  test('every centre is listed before a search, each with its hours, a tel: link and whether it is open now', async ({ page }) => {
    await page.clock.setFixedTime(tenInTheMorningInIndia);
    await page.goto(routeManifest.labs.path);
    await expect(page.getByRole('status')).toHaveText(`${centres.length} centres found`);
    await expect(resultNames(page)).toHaveText(centres.map((centre) => centre.name));
    const cards = page.getByRole('article');
    for (const [index, centre] of centres.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(centre.address);
      await expect(card).toContainText(`Hours: ${centre.hours}`);
      await expect(card.getByRole('link', { name: centre.phone })).toHaveAttribute('href', `tel:+${centre.phone.replace(/\D/g, '')}`);
      await expect(card).toContainText(`Status: Open now · closes ${closingTime(centre.hours)}`);
    }
  });

  test('at night every centre says when it opens', async ({ page }) => {
    await page.clock.setFixedTime(Date.UTC(2026, 10, 25, 17, 0)); // 22:30 in India
    await page.goto(routeManifest.labs.path);
    const statuses = page.getByRole('article').locator('p', { hasText: /^Status:/ });
    await expect(statuses).toHaveText(centres.map((centre) => `Status: Closed · opens ${centre.hours.split(' - ')[0]}`));
  });

  test('the selects work by keyboard, each waiting for the one above, and the list changes only on submit', async ({ page }) => {
    test.slow(); // a long journey ending in an axe pass over the page
    await page.goto(routeManifest.labs.path);
    await expect(select(page, 'City')).toBeDisabled();
    await expect(select(page, 'Locality')).toBeDisabled();

    await select(page, 'State').focus();
    await page.keyboard.type('Karnataka');
    await expect(select(page, 'State')).toHaveValue('Karnataka');
    await expect(select(page, 'City')).toBeEnabled();
    await expect(select(page, 'Locality')).toBeDisabled();
    await page.keyboard.press('Tab');
    await expect(select(page, 'City')).toBeFocused();
    await page.keyboard.type('Bengaluru');
    await expect(select(page, 'Locality')).toBeEnabled();
    await page.keyboard.press('Tab');
    await expect(select(page, 'Locality')).toBeFocused();
    await page.keyboard.type('Koramangala');
    await expect(select(page, 'Locality')).toHaveValue('Koramangala');
    await expect(resultNames(page)).toHaveCount(centres.length);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Find centres' })).toBeFocused();
    await page.keyboard.press('Enter');
    const koramangala = centres.filter((centre) => centre.locality === 'Koramangala');
    await expect(page.getByRole('status')).toHaveText(`${koramangala.length} centre${koramangala.length === 1 ? '' : 's'} found in Koramangala, Bengaluru, Karnataka`);
    await expect(resultNames(page)).toHaveText(koramangala.map((centre) => centre.name));

    // A new city clears the locality; a new state clears both; nothing changes the list until the next search.
    await select(page, 'City').focus();
    await page.keyboard.type('Mysuru');
    await expect(select(page, 'Locality')).toHaveValue('');
    await expect(select(page, 'Locality')).toBeDisabled();
    await select(page, 'State').focus();
    await page.keyboard.type('Haryana');
    await expect(select(page, 'City')).toHaveValue('');
    await expect(select(page, 'City')).toBeDisabled();
    await expect(resultNames(page)).toHaveText(koramangala.map((centre) => centre.name));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Find centres' })).toBeFocused();
    await page.keyboard.press('Enter');
    const haryana = centres.filter((centre) => centre.state === 'Haryana');
    await expect(resultNames(page)).toHaveText(haryana.map((centre) => centre.name));
    await expect(page.getByRole('status')).toHaveText(`${haryana.length} centres found in Haryana`);
    await expectNoAxeViolations(page);
  });

  test('the served HTML already lists every centre with its phone link and the data file’s status', async ({ request }) => {
    const html = await (await request.get(routeManifest.labs.path)).text();
    const text = textOf(html);
    for (const centre of centres) {
      expect(text).toContain(`${centre.name} Status: ${centre.status} Address: ${centre.address}`);
      expect(html).toContain(`href="tel:+${centre.phone.replace(/\D/g, '')}"`);
    }
  });
});
