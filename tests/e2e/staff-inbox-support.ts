import { randomInt } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';

/** An Indian mobile number of ten digits, as a visitor types it. */
export const randomMobile = () => `9${String(randomInt(1e9)).padStart(9, '0')}`;

/**
 * A visitor asks for a callback through the public site's dialog on /contact, in a browser of their own (at
 * `baseURL` when given, else the project's); waits for the site to confirm it.
 */
export async function requestCallbackOnSite(browser: Browser, phone: string, baseURL?: string): Promise<void> {
  const visitor = await browser.newContext(baseURL ? { baseURL } : {});
  try {
    const site = await visitor.newPage();
    await site.goto('/contact');
    await site.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await site.getByRole('button', { name: 'Request Callback' }).click();
    const dialog = site.getByRole('dialog', { name: 'Need Assistance?' });
    await dialog.getByLabel('Phone Number').fill(phone);
    await dialog.getByRole('button', { name: 'Request Callback' }).click();
    await expect(site.locator('[data-toast]').filter({ hasText: 'Submitted Successfully!' })).toBeVisible();
  } finally {
    await visitor.close();
  }
}

/** The inbox, once its live feed is connected: what a person sees before new leads can appear by themselves. */
export async function expectLiveInbox(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live: new leads appear here as they arrive.' })).toBeVisible();
}

/** The inbox's row of the lead from this phone (the table shows it masked, read as "Phone ending 3210"). */
export const inboxRowOf = (page: Page, phone: string) =>
  page.getByRole('table', { name: 'Leads, newest first' }).getByRole('row').filter({ hasText: `Phone ending ${phone.slice(-4)}` });
