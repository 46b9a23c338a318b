import { apiPost, isNetworkFailure } from '@/lib/api-client';
import type { BotSignals } from '@/lib/bot-signals/signal-headers';
import { requestBackgroundSync } from '@/lib/offline/background-sync';
import { requestQueue } from '@/lib/offline/request-queue';

export type PostOrQueueOptions = {
  /** The submission's key: sent now, and kept with the request if it has to wait. */
  idempotencyKey: string;
  /** What the request is, e.g. 'callback', for the messages shown when it is sent later. */
  kind: string;
  /** The form's token and honeypot value: sent now, and kept with the request if it has to wait. */
  botSignals?: BotSignals;
  /** Called when the server asks for a proof of work, while it is solved (the form says it is checking). */
  onChecking?: () => void;
};

/** Sent now with the server's answer, or kept on this device because there was no network. */
export type PostOrQueueResult<TResponse> = { status: 'sent'; response: TResponse } | { status: 'queued' };

/**
 * POSTs JSON with an Idempotency-Key. With no network, the request is queued in IndexedDB and sent when
 * the connection returns; an HTTP answer (4xx, 5xx) rejects with ApiError as apiPost does. When the
 * device cannot keep it either (no IndexedDB), the network failure is rethrown.
 */
export async function postOrQueue<TResponse>(path: string, body: unknown, { idempotencyKey, kind, botSignals, onChecking }: PostOrQueueOptions): Promise<PostOrQueueResult<TResponse>> {
  try {
    return { status: 'sent', response: await apiPost<TResponse>(path, body, { idempotencyKey, botSignals, onChecking }) };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    try {
      await requestQueue().add({ key: idempotencyKey, path, body, kind, formToken: botSignals?.formToken, formTrap: botSignals?.formTrap });
    } catch {
      throw error;
    }
    void requestBackgroundSync();
    return { status: 'queued' };
  }
}
