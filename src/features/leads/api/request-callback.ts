import useSWRMutation from 'swr/mutation';
import { ApiError } from '@/lib/api-client';
import type { GuardedSending } from '@/lib/bot-signals/signal-headers';
import { postOrQueue, type PostOrQueueResult } from '@/lib/offline/post-or-queue';
import type { CallbackRequest } from '@/features/leads/api/callback-schema';
import { leadMessages } from '@/features/leads/api/lead-messages';

/** One submission: the request, the key its every attempt carries, and its form's signals. */
type Submission = { request: CallbackRequest; idempotencyKey: string; sending?: GuardedSending };

export const CALLBACKS_PATH = '/api/callbacks';
export const CALLBACK_REQUESTED = leadMessages.callbackRequested;
export const CALLBACK_FAILED = leadMessages.callbackFailed;

export type RequestCallbackResponse = { id?: number; message?: string };

export const requestCallbackKey = () => CALLBACKS_PATH;

/** Sends it now, or keeps it on the device when there is no network (same Idempotency-Key either way). */
export function requestCallback(request: CallbackRequest, idempotencyKey: string, sending: GuardedSending = {}): Promise<PostOrQueueResult<RequestCallbackResponse>> {
  return postOrQueue<RequestCallbackResponse>(CALLBACKS_PATH, request, { idempotencyKey, kind: 'callback', ...sending });
}

/** POST /api/callbacks as an SWR mutation; `trigger` resolves queued without network and rejects on an error answer. */
export function useRequestCallback() {
  return useSWRMutation(requestCallbackKey(), (_key: string, { arg }: { arg: Submission }) => requestCallback(arg.request, arg.idempotencyKey, arg.sending));
}

/**
 * Spec §8: the server's `error` field, else the client's own message (a request that never got an
 * answer), else 'Error requesting callback'. A Hindi page shows the English texts it knows in Hindi, its own
 * failure message for the rest.
 */
export function callbackFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverError ? leadMessages.fromServer(error.serverError, CALLBACK_FAILED) : CALLBACK_FAILED;
  if (error instanceof Error && error.message.trim()) return leadMessages.fromServer(error.message, CALLBACK_FAILED);
  return CALLBACK_FAILED;
}
