import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { textOf } from './served-html';
import { formatInr } from '../../src/lib/format';
import { routeManifest } from '../../src/app/route-manifest';
import type { CareProgramListItem } from '../../src/features/catalogue/schemas/care-program-list-item';
import type { FaqGroup } from '../../src/features/catalogue/schemas/faq-group';

const path = routeManifest.carePrograms.path;
const programs = JSON.parse(readFileSync('public/data/care-program-list.json', 'utf8')) as CareProgramListItem[];
const faqs = (JSON.parse(readFileSync('public/data/faqs.json', 'utf8')) as FaqGroup[]).find((group) => group.category === 'programs')!.questions;

const carousel = (page: Page) => page.getByRole('region', { name: 'Care programs' });


test('the explainer says what a care program is and how it works', async ({ page }) => {
  await page.goto(path);
  const explainer = page.getByRole('region', { name: 'What is a care program?' });
  await expect(explainer).toContainText('A care program is a plan');
  await expect(explainer.getByRole('heading', { level: 3, name: 'How it works' })).toBeVisible();
  await expect(explainer.getByRole('listitem')).toHaveCount(3);
});

test('the program cards show their real title, duration, price and highlights', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  const cards = carousel(page).getByRole('article');
  await expect(cards).toHaveCount(3);
  for (const [index, program] of programs.slice(0, 3).entries()) {
    const card = cards.nth(index);
    await expect(card).toHaveAccessibleName(program.title);
    await expect(card).toContainText(program.duration);
    await expect(card).toContainText(formatInr(program.price));
    await expect(card.getByRole('listitem')).toHaveText(program.highlights);
  }
  await carousel(page).getByRole('button', { name: 'Next slide' }).click();
  await expect(cards.last()).toHaveAccessibleName(programs[3]!.title);
});

test('a program card’s Request Callback opens the callback dialog, which returns focus when closed', async ({ page }) => {
  await page.goto(path);
  const button = carousel(page).getByRole('article', { name: programs[0]!.title }).getByRole('button', { name: 'Request Callback' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Need Assistance?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Phone Number')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('the programs FAQ is on the page', async ({ page }) => {
  await page.goto(path);
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  await expect(faq.getByRole('button')).toHaveText(faqs.map((question) => question.q));
});

test('the served HTML already holds every program with its price, and the FAQ', async ({ request }) => {
  const html = await (await request.get(path)).text();
  const slides = html.split('aria-roledescription="slide"').slice(1).map(textOf);
  expect(slides).toHaveLength(programs.length);
  for (const [index, program] of programs.entries()) {
    expect(slides[index]).toContain(program.title);
    expect(slides[index]).toContain(formatInr(program.price));
  }
  expect(textOf(html)).toContain('What is a care program?');
  expect(textOf(html)).toContain(faqs[0]!.q);
});
