import { sendQueuedRequests } from '@/lib/offline/request-queue';
import { QUEUED_REQUESTS_SYNC_TAG, queueOutcomesMessage } from '@/lib/offline/queued-request';

// Typed here rather than through lib "webworker", which clashes with the DOM library the rest of src/ is checked with.
type SyncEvent = Event & { readonly tag: string; waitUntil: (work: Promise<unknown>) => void };
type WindowClient = { postMessage: (message: unknown) => void };
type ServiceWorkerScope = {
  addEventListener: (type: 'sync', listener: (event: SyncEvent) => void) => void;
  clients: { matchAll: (options: { type: 'window'; includeUncontrolled: boolean }) => Promise<readonly WindowClient[]> };
};

const worker = globalThis as unknown as ServiceWorkerScope;

/**
 * Sends the queue and tells every open window what was sent or refused, so it can say so. Rejects while
 * requests still wait (no network, or a 5xx), so the browser fires the sync again later.
 */
async function sendAndReport(): Promise<void> {
  const { outcomes, stillWaiting } = await sendQueuedRequests();
  if (outcomes.length > 0) {
    const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
    for (const client of windows) client.postMessage(queueOutcomesMessage(outcomes));
  }
  if (stillWaiting > 0) throw new Error(`${stillWaiting} queued request(s) still waiting`);
}

worker.addEventListener('sync', (event) => {
  if (event.tag === QUEUED_REQUESTS_SYNC_TAG) event.waitUntil(sendAndReport());
});
