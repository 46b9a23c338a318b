import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { textOf } from './served-html';
import { expectNoAxeViolations } from './axe';

type Category = { id: number; name: string; tests: { id: number; name: string; price: number }[] };
type CheckupData = { categories: { name: string }[]; packages: { id: number; name: string; category: string }[] };
type ScanService = { name: string; originalPrice: number; discountedPrice?: number; discountPercentage?: number; reportTime?: string };

const read = <T>(file: string) => JSON.parse(readFileSync(`public/data/${file}`, 'utf8')) as T;
const checkups = read<CheckupData>('checkup-packages.json');
const healthCheckIds = new Set(read<{ id: number }[]>('health-check-details.json').map((check) => check.id));
const labCategories = read<{ categories: Category[] }>('lab-tests-by-category.json').categories;
const bookedScans = read<{ id: number; heading: string; price: number }[]>('booked-scans.json');
const scanKinds = [
  { id: 1, file: 'mri', title: 'MRI Scans' },
  { id: 2, file: 'ct', title: 'CT Scans' },
  { id: 3, file: 'ultrasound', title: 'Ultrasound Scans' },
  { id: 4, file: 'xray', title: 'X-Ray Scans' },
] as const;
const categoryNames = [...new Set(checkups.categories.map((category) => category.name))];

test.describe('/tests', () => {
  test('the category filter starts at All, shows only the chosen category and says how many', async ({ page }) => {
    await page.goto('/tests');
    const filter = page.getByRole('group', { name: 'Filter packages by category' });
    await expect(filter.getByRole('button')).toHaveText(['All', ...categoryNames]);
    await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    const cards = page.getByRole('list', { name: 'Checkup packages' }).getByRole('article');
    await expect(cards).toHaveCount(checkups.packages.length);
    for (const name of categoryNames) {
      await filter.getByRole('button', { name, exact: true }).click();
      await expect(filter.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
      const expected = checkups.packages.filter((item) => item.category === name).map((item) => item.name);
      if (expected.length === 0) {
        await expect(page.getByText('No packages found in this category')).toBeVisible();
      } else {
        await expect(cards.locator('h3')).toHaveText(expected);
      }
    }
    await filter.getByRole('button', { name: 'All' }).click();
    await expect(cards).toHaveCount(checkups.packages.length);
  });

  test('every View Details link opens the health check of an id that exists', async ({ page }) => {
    await page.goto('/tests');
    const hrefs = await page.getByRole('link', { name: 'View Details' }).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(checkups.packages.map((item) => `/health-checks-details/${item.id}`));
    for (const item of checkups.packages) expect(healthCheckIds, `health check ${item.id}`).toContain(item.id);
  });

  test('lab test categories are tabs, the first selected; clicks and arrow keys switch them without moving the page below', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/tests');
    const [first, second] = labCategories as [Category, Category];
    const tabs = page.getByRole('tablist', { name: 'Lab test categories' });
    await expect(tabs.getByRole('tab')).toHaveText(labCategories.map((category) => category.name));
    await expect(tabs.getByRole('tab', { name: first.name })).toHaveAttribute('aria-selected', 'true');
    const below = page.getByRole('heading', { level: 2, name: 'Health scans' });
    const top = async () => (await below.boundingBox())!.y + (await page.evaluate(() => window.scrollY));
    const before = await top();
    await tabs.getByRole('tab', { name: second.name }).click();
    await expect(page.getByRole('tabpanel', { name: second.name }).locator('h3')).toHaveText(second.tests.map((test) => test.name));
    expect(await top()).toBe(before);
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.getByRole('tab', { name: first.name })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: first.name }).locator('h3')).toHaveText(first.tests.map((test) => test.name));
  });

  test("a lab test's Request Callback opens the callback dialog", async ({ page }) => {
    await page.goto('/tests');
    await page.getByRole('tabpanel', { name: labCategories[0]!.name }).getByRole('button', { name: 'Request Callback' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Need Assistance?' })).toBeVisible();
  });

  test('sample collection starts on home collection and the other tab shows its own steps', async ({ page }) => {
    await page.goto('/tests');
    const tabs = page.getByRole('tablist', { name: 'Sample collection methods' });
    await expect(tabs.getByRole('tab', { name: 'Home Sample Collection' })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: 'Visit a Lab' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Visit a Lab' });
    await expect(panel.getByRole('heading', { level: 3 }).first()).toHaveText('Pick a nearby centre');
    await expect(panel.getByRole('img').first()).toHaveJSProperty('complete', true);
  });
});

test.describe('/scans and /medical-services/{id}', () => {
  test('/scans lists the frequently booked scans with a callback each, and links to the four service grids', async ({ page }) => {
    await page.goto('/scans');
    const booked = page.getByRole('list', { name: 'Frequently booked scans' });
    await expect(booked.locator('h3')).toHaveText(bookedScans.map((scan) => scan.heading));
    await expect(booked.getByRole('button', { name: 'Request Callback' })).toHaveCount(bookedScans.length);
    const hrefs = await page.getByRole('list', { name: 'Scans', exact: true }).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(scanKinds.map((kind) => `/medical-services/${kind.id}`));
  });

  for (const kind of scanKinds) {
    test(`/medical-services/${kind.id} renders the ${kind.file} grid with the spec's price and report-time rules`, async ({ page }) => {
      const services = read<ScanService[]>(`${kind.file}-services.json`);
      await page.goto(`/medical-services/${kind.id}`);
      await expect(page.getByRole('heading', { level: 1, name: kind.title })).toBeVisible();
      const cards = page.getByRole('list', { name: kind.title }).getByRole('article');
      await expect(cards.locator('h2')).toHaveText(services.map((service) => service.name));
      for (const [index, service] of services.entries()) {
        const card = cards.nth(index);
        const discounted = service.discountedPrice ?? service.originalPrice;
        await expect(card.locator('s')).toHaveCount(discounted < service.originalPrice ? 1 : 0);
        await expect(card.getByText(/% Off$/)).toHaveCount((service.discountPercentage ?? 0) > 0 ? 1 : 0);
        await expect(card).toContainText(service.reportTime ?? 'Reports within 24 hours');
        await expect(card.getByRole('button', { name: 'Request Callback' })).toBeVisible();
      }
    });
  }

  test('a prerendered service grid carries its cards, anchors and MedicalTest offers before any script runs', async ({ request }) => {
    const html = await (await request.get('/medical-services/2')).text();
    const services = read<ScanService[]>('ct-services.json');
    for (const service of services) expect(textOf(html)).toContain(service.name);
    expect(html).toContain('id="ct-head-plain"');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
      '@graph': { '@type': string; name?: string; offers?: { priceCurrency: string } }[];
    };
    const tests = jsonLd['@graph'].filter((node) => node['@type'] === 'MedicalTest');
    expect(tests.map((node) => node.name)).toEqual(services.map((service) => service.name));
    expect(tests.every((node) => node.offers?.priceCurrency === 'INR')).toBe(true);
  });

  test('an unknown id answers 404 with a noindex not-found state that leads back to the scans', async ({ page, request }) => {
    const served = await request.get('/medical-services/9');
    expect(served.status()).toBe(404);
    expect(await served.text()).toContain('<meta name="robots" content="noindex">');
    await page.goto('/medical-services/9');
    await expect(page.getByRole('heading', { level: 1, name: 'Scan service not found' })).toBeVisible();
    await expect(page).toHaveTitle(/^Scan service not found \|/);
    await page.getByRole('link', { name: 'See all scans' }).click();
    await expect(page).toHaveURL('/scans');
    await expect(page.getByRole('heading', { level: 1, name: 'Scans & X-Rays' })).toBeVisible();
  });
});

for (const width of [375, 1280]) {
  // The pages as loaded are audited by routes.spec.ts; these are the states only a visitor reaches.
  test(`no axe violations at ${width} px on the tests page with a filter and tab changed, and on an unknown scan service`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/tests');
    await page.getByRole('button', { name: categoryNames[1]!, exact: true }).click();
    await page.getByRole('tab', { name: labCategories[1]!.name }).click();
    await page.getByRole('tab', { name: 'Visit a Lab' }).click();
    await expect(page.getByRole('tab', { name: 'Visit a Lab' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
    await page.goto('/medical-services/9');
    await expect(page.getByRole('heading', { level: 1, name: 'Scan service not found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of ['/medical-services/3', '/medical-services/9']) {
    test(`${path} reflows without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
