import useSWRMutation from 'swr/mutation';
import { ApiError } from '@/lib/api-client';
import type { GuardedSending } from '@/lib/bot-signals/signal-headers';
import { postOrQueue, type PostOrQueueResult } from '@/lib/offline/post-or-queue';
import type { ContactRequest } from '@/features/leads/api/contact-schema';
import { leadMessages } from '@/features/leads/api/lead-messages';

/** One submission: the request, the key its every attempt carries, and its form's signals. */
type Submission = { request: ContactRequest; idempotencyKey: string; sending?: GuardedSending };

export const CONTACT_PATH = '/api/contact';
export const CONTACT_SENT = leadMessages.contactSent;
export const CONTACT_REFUSED = leadMessages.contactRefused;
export const CONTACT_CRASHED = leadMessages.contactCrashed;

export type SendContactMessageResponse = { id?: number; message?: string };

export const sendContactMessageKey = () => CONTACT_PATH;

/** Sends it now, or keeps it on the device when there is no network (same Idempotency-Key either way). */
export function sendContactMessage(request: ContactRequest, idempotencyKey: string, sending: GuardedSending = {}): Promise<PostOrQueueResult<SendContactMessageResponse>> {
  return postOrQueue<SendContactMessageResponse>(CONTACT_PATH, request, { idempotencyKey, kind: 'contact', ...sending });
}

/** POST /api/contact as an SWR mutation; `trigger` resolves queued without network and rejects on an error answer. */
export function useSendContactMessage() {
  return useSWRMutation(sendContactMessageKey(), (_key: string, { arg }: { arg: Submission }) => sendContactMessage(arg.request, arg.idempotencyKey, arg.sending));
}

/** Spec §8: an answer with a non-success status, or an exception (no answer at all). */
export function contactFailureMessage(error: unknown): string {
  return error instanceof ApiError ? CONTACT_REFUSED : CONTACT_CRASHED;
}
