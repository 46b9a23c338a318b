import { QUEUED_REQUESTS_SYNC_TAG } from '@/lib/offline/queued-request';

/** Background Sync is not in TypeScript's DOM library: the one method used here. */
type WithSync = ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } };

/**
 * Asks the service worker to send the queue once the connection is back, even if every tab is closed by then.
 * Browsers without Background Sync (or pages without a service worker) rely on the page's `online` listener.
 */
export async function requestBackgroundSync(): Promise<boolean> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as WithSync | undefined;
    if (!registration?.sync) return false;
    await registration.sync.register(QUEUED_REQUESTS_SYNC_TAG);
    return true;
  } catch {
    // Refused (permission, no active worker): the page's own listener still sends the queue.
    return false;
  }
}
