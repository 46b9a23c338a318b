import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { routeManifest } from '../../src/app/route-manifest';
import { siteConfig } from '../../src/lib/site-config';
import { expect, test } from './fixtures';
import { textOf } from './served-html';

type Speciality = { specialist: string; image: string; conditions: string[] };
type Reason = { id: number; title: string; description: string; truncate: boolean; points: string[] };
type FaqGroup = { category: string; questions: { q: string; a: string }[] };

const readData = <T>(file: string) => JSON.parse(readFileSync(`public/data/${file}`, 'utf8')) as T;
const specialities = readData<Speciality[]>('consultation-specialities.json');
const reasons = readData<Reason[]>('consultation-reasons.json');
const specialistQuestions = readData<FaqGroup[]>('faqs.json').find((group) => group.category === 'specialists')?.questions ?? [];

const { path, heading } = routeManifest.consultation;
const brand = siteConfig.brandName;
const counters = [
  ['Specialities', '30+'],
  ['Doctors', '4,000+'],
  ['Hospitals', '600+'],
] as const;


const specialitiesCarousel = (page: Page) => page.getByRole('region', { name: 'Specialities' });
const visibleSlides = (page: Page) => specialitiesCarousel(page).locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every block shows its real content', async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();

    const offer = section(page, 'Flat 10% OFF your first consultation');
    await expect(offer.locator('code')).toHaveText('NEW10');

    await expect(visibleSlides(page)).toHaveCount(3);
    for (const speciality of specialities.slice(0, 3)) {
      const card = specialitiesCarousel(page).getByRole('group').filter({ has: page.getByRole('heading', { level: 3, name: speciality.specialist }) });
      await expect(card.getByRole('list', { name: 'Consult for' }).getByRole('listitem')).toHaveText(speciality.conditions);
    }

    const membership = section(page, `${brand} One Membership`);
    await expect(membership).toContainText('3 Months');
    await expect(membership).toContainText('₹1,399');
    await expect(membership.locator('s')).toHaveText(/₹1,999/);
    await expect(membership.getByRole('listitem')).toHaveText(['Flat 30% Off on Consultations', 'Flat 20% Off on Lab Tests']);

    const why = section(page, 'Why consult a doctor online?');
    await expect(why.getByRole('heading', { level: 3 })).toHaveText(reasons.map((reason) => reason.title));
    for (const reason of reasons.filter((item) => !item.truncate)) await expect(why.getByText(reason.description)).toBeVisible();
    for (const reason of reasons.filter((item) => item.truncate)) {
      await expect(why.getByRole('button', { name: `Read More about ${reason.title}` })).toHaveAttribute('aria-expanded', 'false');
    }

    const steps = section(page, 'How online consultation works').locator('ol > li');
    await expect(steps).toHaveCount(5);
    await expect(steps.last()).toContainText('Free follow-up for 5 days');

    await expect(section(page, 'Not sure which specialist you need?').getByLabel('Phone Number')).toBeVisible();
    const faq = section(page, 'Frequently asked questions');
    await expect(faq.getByRole('button')).toHaveText(specialistQuestions.map((question) => question.q));
  });

  test('the specialities carousel moves by one card and wraps both ways', async ({ page }) => {
    await page.goto(path);
    const carousel = specialitiesCarousel(page);
    const status = carousel.getByRole('status');
    const count = specialities.length;
    await expect(status).toHaveText(`Showing items 1 to 3 of ${count}`);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(status).toHaveText(`Showing items 2 to 4 of ${count}`);
    await expect(visibleSlides(page).last().getByRole('heading', { level: 3 })).toHaveText(specialities[3]?.specialist ?? '');
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(status).toHaveText(`Showing items ${count - 2} to ${count} of ${count}`);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(status).toHaveText(`Showing items 1 to 3 of ${count}`);
  });

  test('Read More opens a long reason and Read Less folds it again', async ({ page }) => {
    await page.goto(path);
    const long = reasons.find((reason) => reason.truncate);
    const card = section(page, 'Why consult a doctor online?').getByRole('listitem').filter({ has: page.getByRole('heading', { name: long?.title }) });
    await expect(card.getByText(`${long?.description.slice(0, 300)}…`)).toBeVisible();
    await card.getByRole('button', { name: 'Read More' }).click();
    await expect(card.getByText(long?.description ?? '', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Read Less' }).click();
    await expect(card.getByRole('button', { name: 'Read More' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('counters count up from zero to their figures once half in view', async ({ page }) => {
    await page.goto(path);
    const figures = section(page, `${brand} in numbers`).locator('dl');
    const shown = (label: string) => figures.locator(':scope > div').filter({ hasText: label }).locator('dd [aria-hidden="true"]');
    for (const [label, value] of counters) await expect(shown(label), 'far below the fold, the figure the HTML holds').toHaveText(value);
    const [firstLabel] = counters[0];
    // Every figure the first counter shows on its way, from the moment its section nears the viewport.
    await shown(firstLabel).evaluate((counter) => {
      const seen: string[] = [];
      new MutationObserver(() => seen.push(counter.textContent ?? '')).observe(counter, { subtree: true, childList: true, characterData: true });
      Object.assign(window, { counterSeen: seen });
    });
    const seen = () => page.evaluate(() => (window as unknown as { counterSeen: string[] }).counterSeen);
    await figures.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await seen())[0], 'starts again from zero').toBe('0+');
    for (const [label, value] of counters) await expect(shown(label)).toHaveText(value, { timeout: 5000 });
    expect((await seen()).length, 'counts up through figures in between').toBeGreaterThan(2);
  });

  test('the membership download button leads to the Get the app section', async ({ page }) => {
    await page.goto(path);
    await section(page, `${brand} One Membership`).getByRole('link', { name: 'Download the app' }).click();
    await expect(page).toHaveURL(`${path}#get-the-app`);
    const getTheApp = section(page, `Get the ${brand} app`);
    await expect(getTheApp).toBeInViewport();
    await expect(getTheApp.getByRole('img', { name: 'Download on the App Store' })).toBeVisible();
    await expect(getTheApp.getByRole('img', { name: 'Get it on Google Play' })).toBeVisible();
  });

});

for (const [width, perPage] of [
  [375, 1],
  [800, 2],
  [1280, 3],
] as const) {
  test(`the specialities carousel shows ${perPage} per page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await expect(visibleSlides(page)).toHaveCount(perPage);
    await expect(visibleSlides(page).first().getByRole('heading', { level: 3 })).toHaveText(specialities[0]?.specialist ?? '');
  });
}

test('the prerendered HTML carries the figures, specialities, offer and FAQ before any script runs', async ({ request }) => {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const main = textOf(/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '');
  const figures = textOf(/<dl[\s\S]*?<\/dl>/.exec(html)?.[0] ?? '');
  for (const [label, value] of counters) expect(figures, 'each figure shows its final value, not zero').toContain(`${label} ${value} ${value}`);
  for (const speciality of [specialities[0], specialities.at(-1)]) expect(main).toContain(speciality?.specialist);
  expect(main).toContain(reasons[0]?.title);
  expect(main).toContain(specialistQuestions[0]?.q);
  expect(main).toContain('NEW10');
  expect(main).toContain('₹1,399');
  expect(main).toContain('₹1,999');
});
