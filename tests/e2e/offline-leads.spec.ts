import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page, Route } from '@playwright/test';
import { expectInInbox } from './bot-signals-support';
import { expect, test } from './fixtures';
import { e2eDataDir } from '../../playwright.config';

const SAVED = 'No connection. We saved your request on this phone and will send it as soon as you are back online.';
const SENT = 'Your callback request has been sent.';

// Requests refused while offline or aborted are logged by Chromium; the page itself must stay quiet otherwise.
test.use({ expectedConsoleErrors: [/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/] });

/** Callback rows the real server stored for this phone, read from its database file without writing to it. */
function storedCallbacks(phone: string): Record<string, unknown>[] {
  const db = new Database(path.join(e2eDataDir, 'healvia.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT * FROM callbacks WHERE phone = ?').all(phone) as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

/** The requests waiting in the page's IndexedDB queue (read only once the app has created it). */
function savedRequests(page: Page): Promise<{ key: string; path: string; body: unknown }[]> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'queued-requests')) return [];
    return new Promise((resolve, reject) => {
      const opening = indexedDB.open('queued-requests');
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const db = opening.result;
        const reading = db.transaction('requests').objectStore('requests').getAll();
        reading.onsuccess = () => {
          db.close();
          resolve(reading.result);
        };
        reading.onerror = () => reject(reading.error);
      };
    });
  });
}

const randomMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const toast = (page: Page, text: string) => page.locator('[data-toast]').filter({ hasText: text });

test.use({ serviceWorkers: 'allow' });

const savedPagePaths = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('pages')).keys()).map((request) => new URL(request.url).pathname));

test('a callback requested offline is kept through an offline reload and stored exactly once when the connection returns', async ({ page, context }) => {
  const phone = randomMobile();
  const apiKeysSeen: (string | undefined)[] = [];
  // Offline for the page and its service worker alike (STACK.md pitfall 17); API requests are noted before they fail.
  const cutOff = (route: Route) => {
    if (new URL(route.request().url()).pathname.startsWith('/api/')) apiKeysSeen.push(route.request().headers()['idempotency-key']);
    return route.abort('internetdisconnected');
  };

  await page.goto('/contact');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => savedPagePaths(page)).toContain('/contact');
  await page.getByRole('button', { name: 'Request Callback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Need Assistance?' });
  await dialog.getByLabel('Phone Number').fill(phone);

  await test.step('offline, the request is saved on the device, the dialog says so and nothing reaches the server', async () => {
    await context.route('**/*', cutOff);
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Request Callback' }).click();
    await expect(dialog.getByRole('status')).toHaveText(SAVED);
    await expect(toast(page, SAVED)).toBeVisible();
    await expect(page.getByTestId('live-polite')).toHaveText(SAVED);
    await expect(dialog.getByLabel('Phone Number')).toHaveValue(phone);
    await expect.poll(() => savedRequests(page)).toEqual([expect.objectContaining({ path: '/api/callbacks', body: { phone: `+91${phone}` } })]);
    expect(storedCallbacks(`+91${phone}`)).toEqual([]);
  });

  await test.step('reloaded while still offline, the page comes from the device and the request is still saved', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/, { timeout: 15_000 });
    await expect.poll(() => savedRequests(page)).toHaveLength(1);
    expect(storedCallbacks(`+91${phone}`)).toEqual([]);
  });

  await test.step('back online: sent once, with the key of the first attempt, and a toast says so', async () => {
    const [saved] = await savedRequests(page);
    expect(new Set(apiKeysSeen)).toEqual(new Set([saved?.key]));
    // Sent by the page (its `online` listener) or by its service worker (Background Sync), whichever is first.
    const sent = context.waitForEvent('request', (request) => request.url().endsWith('/api/callbacks'));
    await context.unroute('**/*', cutOff);
    await context.setOffline(false);
    expect((await sent).headers()['idempotency-key']).toBe(saved?.key);
    await expect(toast(page, SENT)).toBeVisible();
    await expect.poll(() => storedCallbacks(`+91${phone}`)).toEqual([expect.objectContaining({ phone: `+91${phone}` })]);
    // The time it waited on the device is not held against it (issue 41): it is in the inbox, not quarantined.
    await expectInInbox('callbacks', 'phone', `+91${phone}`);
    await expect.poll(() => savedRequests(page)).toEqual([]);
  });
});
