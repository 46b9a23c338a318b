import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { textOf } from './served-html';
import { formatInr } from '../../src/lib/format';
import { routeManifest } from '../../src/app/route-manifest';
import type { FaqGroup } from '../../src/features/catalogue/schemas/faq-group';
import type { SkincareProduct } from '../../src/features/catalogue/schemas/skincare-product';

const path = routeManifest.skincare.path;
const products = JSON.parse(readFileSync('public/data/skincare-products.json', 'utf8')) as SkincareProduct[];
const faqs = (JSON.parse(readFileSync('public/data/faqs.json', 'utf8')) as FaqGroup[]).find((group) => group.category === 'skincare')!.questions;

const carousel = (page: Page) => page.getByRole('region', { name: 'Featured skincare products' });
const shownSlides = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');


test('the featured products show their real names, prices, MRPs and discounts; previous and next move through them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  const slides = shownSlides(page);
  await expect(slides).toHaveCount(3);
  for (const [index, product] of products.slice(0, 3).entries()) {
    const slide = slides.nth(index);
    await expect(slide.getByRole('heading', { level: 3 })).toHaveText(product.title);
    await expect(slide).toContainText(formatInr(product.price));
    await expect(slide.locator('s')).toContainText(formatInr(product.cutprice));
    await expect(slide).toContainText(`${product.discount}% Off`);
    await expect(slide.locator('img')).toHaveAttribute('src', product.img);
  }
  await carousel(page).getByRole('button', { name: 'Next slide' }).click();
  await expect(slides.first().getByRole('heading', { level: 3 })).toHaveText(products[1]!.title);
  await carousel(page).getByRole('button', { name: 'Previous slide' }).click();
  await carousel(page).getByRole('button', { name: 'Previous slide' }).click();
  await expect(slides.last().getByRole('heading', { level: 3 })).toHaveText(products.at(-1)!.title);
});

for (const [width, perPage] of [
  [375, 1],
  [800, 2],
  [1280, 3],
] as const) {
  test(`at ${width} px the product carousel shows ${perPage} per page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(shownSlides(page)).toHaveCount(perPage);
    await expect(carousel(page).getByRole('status')).toHaveText(
      perPage === 1 ? `Showing item 1 of ${products.length}` : `Showing items 1 to ${perPage} of ${products.length}`,
    );
  });
}

test('the callback block and the skincare FAQ are on the page', async ({ page }) => {
  await page.goto(path);
  const callback = page.getByRole('region', { name: 'Not sure what suits your skin?' });
  await expect(callback.getByLabel('Phone Number')).toBeVisible();
  await expect(callback.getByRole('button', { name: 'Request Callback' })).toBeVisible();
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  await expect(faq.getByRole('button')).toHaveText(faqs.map((question) => question.q));
  await faq.getByRole('button', { name: faqs[1]!.q }).click();
  await expect(faq.getByText(faqs[1]!.a)).toBeVisible();
});

test('the served HTML already holds every product with its price, and the FAQ', async ({ request }) => {
  const html = await (await request.get(path)).text();
  const slides = html.split('aria-roledescription="slide"').slice(1).map(textOf);
  expect(slides).toHaveLength(products.length);
  for (const [index, product] of products.entries()) {
    expect(slides[index]).toContain(product.title);
    expect(slides[index]).toContain(formatInr(product.price));
  }
  expect(textOf(html)).toContain(faqs[0]!.q);
});
