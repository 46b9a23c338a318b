import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { textOf } from './served-html';
import { expectNoAxeViolations } from './axe';

type OpdService = { category: string; details: string[]; image: string };
type FaqGroup = { category: string; questions: { q: string; a: string }[] };

const services = JSON.parse(readFileSync('public/data/opd-services.json', 'utf8')) as OpdService[];
const opdFaqs = (JSON.parse(readFileSync('public/data/faqs.json', 'utf8')) as FaqGroup[]).find((group) => group.category === 'opd')!.questions;
const [first, second] = services as [OpdService, OpdService];
const last = services.at(-1)!;


test('the services tabs show every category of the data file, the first selected with its details', async ({ page }) => {
  await page.goto('/opd');
  const tabList = page.getByRole('tablist', { name: 'OPD service categories' });
  await expect(tabList.getByRole('tab')).toHaveText(services.map((service) => service.category));
  await expect(tabList.getByRole('tab', { name: first.category })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: first.category });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveText(first.details);
  await expect(panel.locator('img')).toHaveAttribute('src', first.image);
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
});

test('clicking a tab or pressing the arrow keys switches the category shown', async ({ page }) => {
  await page.goto('/opd');
  await page.getByRole('tab', { name: second.category }).click();
  await expect(page.getByRole('tabpanel', { name: second.category }).getByRole('listitem')).toHaveText(second.details);
  await expect(page.getByRole('tab', { name: first.category })).toHaveAttribute('aria-selected', 'false');

  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: first.category })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: first.category }).getByRole('listitem')).toHaveText(first.details);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: last.category })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: last.category }).getByRole('listitem')).toHaveText(last.details);
  await expect(page.getByRole('tabpanel', { name: last.category }).locator('img')).toHaveJSProperty('complete', true);
});

for (const width of [375, 600, 1280]) {
  test(`at ${width} px switching categories never moves what follows the panel`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/opd');
    const callback = page.getByRole('region', { name: 'Plan OPD cover for your team' });
    const top = async () => (await callback.boundingBox())!.y + (await page.evaluate(() => window.scrollY));
    const before = await top();
    for (const service of services) {
      await page.getByRole('tab', { name: service.category }).click();
      await expect(page.getByRole('tabpanel', { name: service.category })).toBeVisible();
      expect(await top(), service.category).toBe(before);
    }
  });
}

test('why-us cards, the callback block and the OPD questions are on the page', async ({ page }) => {
  await page.goto('/opd');
  for (const claim of ['1000+ partner hospitals', '5000+ doctors', 'Accredited labs', 'Reports in 12 to 24 hrs']) {
    await expect(page.getByRole('heading', { level: 3, name: claim })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Plan OPD cover for your team' }).getByLabel('Phone Number')).toBeVisible();
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  await expect(faq.getByRole('button')).toHaveText(opdFaqs.map((faq) => faq.q));
  const [question] = opdFaqs as [{ q: string; a: string }];
  await faq.getByRole('button', { name: question.q }).click();
  await expect(page.getByRole('region', { name: question.q })).toHaveText(question.a);
  await faq.getByRole('button', { name: question.q }).click();
  await expect(faq.getByRole('button', { name: question.q })).toHaveAttribute('aria-expanded', 'false');
});

test('the prerendered HTML carries the first category, its details and the FAQ before any script runs', async ({ request }) => {
  const html = await (await request.get('/opd')).text();
  const text = textOf(html);
  expect(text).toContain(first.category);
  for (const detail of first.details) expect(text).toContain(detail);
  expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>|aria-selected="true"[^>]*role="tab"/);
  expect(text).toContain(opdFaqs[0]!.q);
});

for (const width of [375, 1280]) {
  // The page as loaded is audited by routes.spec.ts; this is the state only a visitor reaches.
  test(`no axe violations at ${width} px with another tab and a question open`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/opd');
    await page.getByRole('tab', { name: second.category }).click();
    await page.getByRole('button', { name: opdFaqs[0]!.q }).click();
    await expect(page.getByRole('region', { name: opdFaqs[0]!.q })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the last tab stays reachable', async ({ page }) => {
    await page.goto('/opd');
    await page.getByRole('tab', { name: last.category }).click();
    await expect(page.getByRole('tabpanel', { name: last.category })).toBeVisible();
  });
});
