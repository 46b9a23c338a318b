import { apiPost } from '@/lib/api-client';
import { isGuardedForm } from '@/lib/bot-signals/bot-signals';
import { fetchFormToken, isFreshEnough, type FormToken } from '@/lib/bot-signals/form-token';
import type { QueuedRequest } from '@/lib/offline/queued-request';

// Worker-safe: the service worker sends the queue with this, so nothing here touches window or document.

export type SendQueuedRequestOptions = {
  fetchToken?: typeof fetchFormToken;
  post?: typeof apiPost;
  now?: () => number;
};

/** The token to send with a queued request: its own while fresh enough, else a new one (its own if none comes). */
async function tokenFor(request: QueuedRequest, fetchToken: typeof fetchFormToken, now: number): Promise<FormToken | undefined> {
  if (!isGuardedForm(request.kind) || isFreshEnough(request.formToken, now)) return request.formToken;
  try {
    return await fetchToken(request.kind);
  } catch {
    // No token now: the request goes with what it has, and the server keeps it (quarantined at worst), never loses it.
    return request.formToken;
  }
}

/**
 * Sends a queued request with its Idempotency-Key and its form's signals (issue 41). The time it waited is never
 * held against it: a token missing or near its 24 h end is replaced by a fresh one first, and the 428 a fresh
 * token meets is solved and the request sent again (apiPost), by the page or the service worker alike.
 */
export async function sendQueuedRequest(request: QueuedRequest, { fetchToken = fetchFormToken, post = apiPost, now = Date.now }: SendQueuedRequestOptions = {}) {
  const formToken = await tokenFor(request, fetchToken, now());
  return post(request.path, request.body, { idempotencyKey: request.key, botSignals: { formToken, formTrap: request.formTrap } });
}
