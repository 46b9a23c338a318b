import useSWRMutation from 'swr/mutation';
import { ApiError, apiPost } from '@/lib/api-client';
import type { CallbackRequest } from '@/features/leads/api/callback-schema';

export const CALLBACKS_PATH = '/api/callbacks';
export const CALLBACK_REQUESTED = 'Submitted Successfully!';
export const CALLBACK_FAILED = 'Error requesting callback';

export type RequestCallbackResponse = { id?: number; message?: string };

export const requestCallbackKey = () => CALLBACKS_PATH;

export function requestCallback(request: CallbackRequest): Promise<RequestCallbackResponse> {
  return apiPost<RequestCallbackResponse>(CALLBACKS_PATH, request);
}

/** POST /api/callbacks as an SWR mutation; `trigger` rejects on failure. */
export function useRequestCallback() {
  return useSWRMutation(requestCallbackKey(), (_key: string, { arg }: { arg: CallbackRequest }) => requestCallback(arg));
}

/**
 * Spec §8: the server's `error` field, else the client's own message (a request that never got an
 * answer), else 'Error requesting callback'.
 */
export function callbackFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverError ?? CALLBACK_FAILED;
  if (error instanceof Error && error.message.trim()) return error.message;
  return CALLBACK_FAILED;
}
