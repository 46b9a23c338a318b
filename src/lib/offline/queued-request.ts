import type { FormToken } from '@/lib/bot-signals/form-token';

/** The Background Sync tag the page registers after queueing; the service worker sends the queue on it. */
export const QUEUED_REQUESTS_SYNC_TAG = 'send-queued-requests';

/** A POST kept on this device until it can be sent; its idempotency key is also its id in the queue. */
export type QueuedRequest = {
  /** Sent as `Idempotency-Key` on every attempt, so the server records it once however often it arrives. */
  key: string;
  /** API path, e.g. '/api/callbacks'. */
  path: string;
  /** The JSON body, exactly as the form would have sent it. */
  body: unknown;
  /** What the request is, e.g. 'callback', so the page can word its messages. */
  kind: string;
  /** When it was queued (ms since the epoch); the queue is sent oldest first. */
  queuedAt: number;
  /** The token its form had (issue 41); the sender fetches a fresh one when it is missing or near its end. */
  formToken?: FormToken;
  /** The honeypot's value, when the form's was filled: sent as `Form-Trap` whenever the request goes. */
  formTrap?: string;
  /** Set when the server refused it (4xx): it is not sent again, and waits until the person has been told. */
  refusal?: Refusal;
  /**
   * Set when the server took it (ms since the epoch): it is not sent again, and waits until a page has told the
   * person. The service worker may send it while no page listens; the next page to watch the queue says so.
   */
  sentAt?: number;
};

/** A 4xx answer, with the fields the page words its message from. */
export type Refusal = { status: number; message?: string; error?: string };

/** What became of a queued request in one send: it reached the server, or the server refused it. */
export type QueueOutcome =
  | { result: 'sent'; key: string; kind: string }
  | { result: 'refused'; key: string; kind: string; refusal: Refusal };

/** What the service worker posts to its windows after sending the queue on a sync event. */
export type QueueOutcomesMessage = { type: 'queued-requests-outcomes'; outcomes: QueueOutcome[] };

export function queueOutcomesMessage(outcomes: QueueOutcome[]): QueueOutcomesMessage {
  return { type: 'queued-requests-outcomes', outcomes };
}

export function isQueueOutcomesMessage(data: unknown): data is QueueOutcomesMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'queued-requests-outcomes' && Array.isArray((data as { outcomes?: unknown }).outcomes);
}
