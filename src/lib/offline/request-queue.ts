import { ApiError } from '@/lib/api-client';
import { defaultLocks, type ExclusiveLocks } from '@/lib/offline/queue-lock';
import { indexedDbQueueStore, type QueueStore } from '@/lib/offline/queue-store';
import type { QueueOutcome, QueuedRequest } from '@/lib/offline/queued-request';
import { sendQueuedRequest } from '@/lib/offline/send-queued-request';

// Worker-safe: the service worker imports this module, so nothing here may touch window or document.

/** Sends one queued request with its key; resolves on a 2xx, rejects with ApiError or fetch's own error. */
export type SendQueuedRequest = (request: QueuedRequest) => Promise<unknown>;

export type RequestQueueOptions = {
  store: QueueStore;
  send: SendQueuedRequest;
  locks: ExclusiveLocks;
};

const LOCK_NAME = 'queued-requests';

/**
 * 4xx answers that say "not now" rather than "never": the request stays queued for the next attempt. A 428 is
 * a proof of work the sender already answered once; the next attempt solves a new one.
 */
const RETRY_LATER = new Set([408, 409, 425, 428, 429]);

type Attempt = { outcome?: QueueOutcome; stop: boolean };

const isSettled = (request: QueuedRequest) => request.refusal !== undefined || request.sentAt !== undefined;

const outcomeOf = (request: QueuedRequest): QueueOutcome =>
  request.refusal
    ? { result: 'refused', key: request.key, kind: request.kind, refusal: request.refusal }
    : { result: 'sent', key: request.key, kind: request.kind };

export function createRequestQueue({ store, send, locks }: RequestQueueOptions) {
  const attempt = async (request: QueuedRequest): Promise<Attempt> => {
    try {
      await send(request);
    } catch (error) {
      if (!(error instanceof ApiError)) return { stop: true };
      if (error.status >= 500 || error.status < 400 || RETRY_LATER.has(error.status)) return { stop: false };
      const refusal = { status: error.status, message: error.serverMessage, error: error.serverError };
      await store.put({ ...request, refusal });
      return { outcome: { result: 'refused', key: request.key, kind: request.kind, refusal }, stop: false };
    }
    await store.put({ ...request, sentAt: Date.now() });
    return { outcome: { result: 'sent', key: request.key, kind: request.kind }, stop: false };
  };

  return {
    /** Keeps a request for later; queueing the same key again replaces it. */
    add: (request: Omit<QueuedRequest, 'queuedAt' | 'refusal' | 'sentAt'>) => store.put({ ...request, queuedAt: Date.now() }),

    /**
     * Takes a still-waiting request back (its form was sent again with other values). Resolves false when it
     * is no longer waiting: already sent or refused. Waits for a send in progress, so it never races one.
     */
    withdraw: (key: string) =>
      locks.request(LOCK_NAME, async () => {
        const request = await store.get(key);
        if (!request || isSettled(request)) return false;
        await store.remove(key);
        return true;
      }),

    /**
     * Sends every waiting request, oldest first, each with its idempotency key: marked sent after a 2xx, marked
     * refused after a 4xx (both kept until a page takes them), kept waiting after a 5xx; a network failure ends the round with the rest kept. Holds the
     * queue's lock throughout, so a page and the service worker never send the same request at once.
     * Resolves with what became of each request sent or refused, and how many still wait.
     */
    sendAll: () =>
      locks.request(LOCK_NAME, async () => {
        const waiting = (await store.all()).filter((request) => !isSettled(request)).sort((a, b) => a.queuedAt - b.queuedAt);
        const outcomes: QueueOutcome[] = [];
        for (const request of waiting) {
          const { outcome, stop } = await attempt(request);
          if (outcome) outcomes.push(outcome);
          if (stop) break;
        }
        return { outcomes, stillWaiting: waiting.length - outcomes.length };
      }),

    /** The requests sent or refused that nobody has been told about yet, removed as they are handed over. */
    takeSettled: () =>
      locks.request(LOCK_NAME, async () => {
        const settled = (await store.all()).filter(isSettled);
        for (const request of settled) await store.remove(request.key);
        return settled.map(outcomeOf);
      }),
  };
}

export type RequestQueue = ReturnType<typeof createRequestQueue>;

let browserQueue: RequestQueue | undefined;

/** This origin's queue: IndexedDB, the API client and Web Locks. Created on first use, not on import. */
export function requestQueue(): RequestQueue {
  browserQueue ??= createRequestQueue({
    store: indexedDbQueueStore(),
    send: (request) => sendQueuedRequest(request),
    locks: defaultLocks(),
  });
  return browserQueue;
}

/** Sends this origin's queue (see `sendAll`); what the service worker runs on a sync event. */
export const sendQueuedRequests = () => requestQueue().sendAll();
