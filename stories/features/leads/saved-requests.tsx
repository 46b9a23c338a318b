import type { Decorator } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { lastSent, sentRequests } from '@mocks/handlers/api-call';
import { indexedDbQueueStore } from '@/lib/offline/queue-store';
import { QueuedRequestsWatcher } from '@/app/offline/queued-requests-watcher';
import { LEAD_SAVED_OFFLINE } from '@/features/leads/api/queued-leads';
import { expectToast, specBox } from './lead-play';

export const SAVED_OFFLINE = LEAD_SAVED_OFFLINE;

const store = indexedDbQueueStore();

/** The requests waiting in this browser's IndexedDB queue. */
export const savedRequests = () => store.all();

async function forgetSavedRequests() {
  for (const request of await store.all()) await store.remove(request.key);
}

/** A story's beforeEach: no saved request before it, none left behind for the next story. */
export async function withNoSavedRequests() {
  await forgetSavedRequests();
  return forgetSavedRequests;
}

/** A story's beforeEach: the device cannot keep anything (storage full), so a network failure stands as it is. */
export function withStorageFull() {
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return () => {
    IDBObjectStore.prototype.put = put;
  };
}

/** The Idempotency-Key of every request sent to `path` so far, in order. */
export const keysSentTo = (path: string) => sentRequests.filter((request) => request.path === path).map((request) => request.headers.get('Idempotency-Key'));

/**
 * After a submit without network: the saved message in the form's status and in a polite toast, no error box,
 * and exactly one request waiting on the device, carrying the key and body that were sent.
 */
export async function expectSavedOffline(canvasElement: HTMLElement, form: HTMLElement, path: string, kind: string) {
  await expectToast(canvasElement, SAVED_OFFLINE, 'polite');
  await expect(within(form).getByRole('status')).toHaveTextContent(SAVED_OFFLINE);
  await expect(specBox(form)).toBeUndefined();
  const sent = lastSent(path);
  const key = sent?.headers.get('Idempotency-Key');
  await expect(key).toMatch(/^[0-9a-f-]{36}$/);
  await waitFor(async () => expect(await savedRequests()).toEqual([expect.objectContaining({ key, path, body: sent?.body, kind })]));
}

/** Mounts the layout's watcher, which sends saved requests when the connection returns. */
export const withWatcher: Decorator = (Story) => (
  <>
    <Story />
    <QueuedRequestsWatcher />
  </>
);

/** What the device says of its connection (`navigator.onLine`), as a story sets it; `undefined` gives the browser's own. */
function deviceOnline(online: boolean | undefined) {
  if (online === undefined) delete (navigator as { onLine?: boolean }).onLine;
  else Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

/**
 * The metas' beforeEach: no request recorded, nothing saved, and the device offline as `navigator.onLine` says
 * until `comeBackOnline()`, as a phone without signal is. The mocked network error alone left the page looking
 * online, so a watcher that started late (it waits for the browser's idle time) sent the saved request at once,
 * before the play came back online: a story failed at random on a busy machine.
 */
export async function offlineWithNothingSaved() {
  sentRequests.length = 0;
  const forget = await withNoSavedRequests();
  deviceOnline(false);
  return async () => {
    deviceOnline(undefined);
    await forget();
  };
}

/** Tells the page the connection is back until `check` passes (the watcher may still be loading its code). */
export async function comeBackOnline(check: () => Promise<void> | void) {
  deviceOnline(true);
  await waitFor(
    async () => {
      window.dispatchEvent(new Event('online'));
      await check();
    },
    { timeout: 10_000, interval: 200 },
  );
}
