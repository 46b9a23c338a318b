import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { textOf } from './served-html';
import { routeManifest } from '../../src/app/route-manifest';
import type { FaqGroup } from '../../src/features/catalogue/schemas/faq-group';
import type { MedicineOffer } from '../../src/features/catalogue/schemas/medicine-offer';

const path = routeManifest.medicines.path;
const offers = JSON.parse(readFileSync('public/data/medicine-offers.json', 'utf8')) as MedicineOffer[];
const faqs = (JSON.parse(readFileSync('public/data/faqs.json', 'utf8')) as FaqGroup[]).find((group) => group.category === 'medicines')!.questions;

/** The catalogue routes of spec §2 and their tile labels (the screens behind them come in a later issue). */
const categoryTiles = [
  ['Sexual Wellness', '/sexual-wellness'],
  ['Pain Relief', '/pain-relief'],
  ['Ayurveda', '/ayurveda'],
  ['Health Devices', '/devices'],
  ['Baby Care', '/baby-care'],
  ['Skin & Hair Care', '/skin-haircare'],
  ["Women's Wellness", '/women-wellness'],
  ['Vitamins & Supplements', '/vitamins-supplements'],
] as const;

const carousel = (page: Page) => page.getByRole('region', { name: 'Medicine offers' });


test('each offer card shows its real title and discount and links to its own page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  const links = carousel(page).getByRole('link');
  await expect(links).toHaveCount(3);
  for (const [index, offer] of offers.slice(0, 3).entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', offer.link);
    await expect(links.nth(index)).toHaveAccessibleName(`${offer.title} ${offer.discount} Shop now`);
  }
  await carousel(page).getByRole('button', { name: 'Previous slide' }).click();
  await expect(links.last()).toHaveAttribute('href', offers.at(-1)!.link);
  await expect(links.last()).toContainText(offers.at(-1)!.title);
  await carousel(page).getByRole('button', { name: 'Next slide' }).click();
  await expect(links.first()).toHaveAttribute('href', offers[0]!.link);
});

test('every offer in the file is in the carousel with its link', async ({ page }) => {
  await page.goto(path);
  const slides = carousel(page).locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(offers.length);
  for (const [index, offer] of offers.entries()) {
    await expect(slides.nth(index).locator('a')).toHaveAttribute('href', offer.link);
    await expect(slides.nth(index).locator('h3')).toHaveText(offer.title);
  }
});

test('the eight category tiles link to the eight catalogue routes', async ({ page }) => {
  await page.goto(path);
  const tiles = page.getByRole('region', { name: 'Shop by category' }).getByRole('link');
  await expect(tiles).toHaveCount(8);
  for (const [index, [title, href]] of categoryTiles.entries()) {
    await expect(tiles.nth(index)).toHaveAccessibleName(title);
    await expect(tiles.nth(index)).toHaveAttribute('href', href);
    await expect(tiles.nth(index).locator('img')).toHaveAttribute('src', `/images/catalogue${href}.svg`);
  }
});

test('the callback block and the medicines FAQ are on the page', async ({ page }) => {
  await page.goto(path);
  const callback = page.getByRole('region', { name: 'Need help with your order?' });
  await expect(callback.getByLabel('Phone Number')).toBeVisible();
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  await expect(faq.getByRole('button')).toHaveText(faqs.map((question) => question.q));
});

test('the served HTML already holds the offers, the category links and the FAQ', async ({ request }) => {
  const html = await (await request.get(path)).text();
  const text = textOf(html);
  for (const offer of offers) {
    expect(text).toContain(offer.title);
    expect(html).toContain(`href="${offer.link}"`);
  }
  for (const [title, href] of categoryTiles) {
    expect(text).toContain(title);
    expect(html).toContain(`href="${href}"`);
  }
  expect(text).toContain(faqs[0]!.q);
});
