import { publishQueueOutcome } from '@/lib/offline/queue-outcome-bus';
import { isQueueOutcomesMessage, type QueueOutcome } from '@/lib/offline/queued-request';
import { requestQueue } from '@/lib/offline/request-queue';
import { savedLeadRefusedText, savedLeadSentText } from '@/features/leads/api/queued-leads';

/** What the page says about a saved request: sent, or refused by the server. */
export type SavedRequestNotice = {
  /** The request's idempotency key. */
  key: string;
  tone: 'success' | 'error';
  text: string;
  /** A form on screen took it (and shows a refusal in its own error box). */
  owned: boolean;
};

/**
 * Sends the requests saved on this device now (a visit), whenever the connection returns, and reports what
 * the service worker sent on a Background Sync. Each outcome is told once. Returns the stop function.
 */
export function watchQueuedRequests(notify: (notice: SavedRequestNotice) => void): () => void {
  const queue = requestQueue();
  const told = new Set<string>();

  const tell = (outcome: QueueOutcome) => {
    if (told.has(outcome.key)) return;
    told.add(outcome.key);
    const owned = publishQueueOutcome(outcome);
    if (outcome.result === 'sent') notify({ key: outcome.key, tone: 'success', text: savedLeadSentText(outcome.kind), owned });
    else notify({ key: outcome.key, tone: 'error', text: savedLeadRefusedText(outcome.kind, outcome.refusal), owned });
  };

  // What was sent or refused stays in the queue until a page has told the person (the service worker may have
  // sent it while no page listened); taking it removes it, so only one tab does.
  const tellSettled = async () => {
    for (const outcome of await queue.takeSettled()) tell(outcome);
  };

  const sendSaved = async () => {
    if (navigator.onLine === false) return;
    try {
      await queue.sendAll();
      await tellSettled();
    } catch {
      // No IndexedDB here (e.g. a locked-down private window): nothing was saved on this device.
    }
  };

  const onWorkerMessage = (event: MessageEvent) => {
    if (!isQueueOutcomesMessage(event.data)) return;
    for (const outcome of event.data.outcomes) if (outcome.result === 'sent') tell(outcome);
    void tellSettled().catch(() => undefined);
  };

  const onOnline = () => void sendSaved();
  window.addEventListener('online', onOnline);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  void sendSaved();
  return () => {
    window.removeEventListener('online', onOnline);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
  };
}
