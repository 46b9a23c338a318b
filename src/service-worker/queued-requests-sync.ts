import { sendQueuedRequests } from '@/lib/offline/request-queue';
import { QUEUED_REQUESTS_SYNC_TAG, queueOutcomesMessage } from '@/lib/offline/queued-request';

declare let self: ServiceWorkerGlobalScope;

/** Background Sync's event, which TypeScript's WebWorker library does not describe. */
type SyncEvent = ExtendableEvent & { readonly tag: string };

/**
 * Sends the queue and tells every open window what was sent or refused, so it can say so. Rejects while
 * requests still wait (no network, or a 5xx), so the browser fires the sync again later.
 */
async function sendAndReport(): Promise<void> {
  const { outcomes, stillWaiting } = await sendQueuedRequests();
  if (outcomes.length > 0) {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    for (const client of windows) client.postMessage(queueOutcomesMessage(outcomes));
  }
  if (stillWaiting > 0) throw new Error(`${stillWaiting} queued request(s) still waiting`);
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === QUEUED_REQUESTS_SYNC_TAG) sync.waitUntil(sendAndReport());
});
