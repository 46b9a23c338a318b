import useSWRMutation from 'swr/mutation';
import { ApiError, apiPost } from '@/lib/api-client';
import type { ContactRequest } from '@/features/leads/api/contact-schema';

export const CONTACT_PATH = '/api/contact';
export const CONTACT_SENT = 'Message sent successfully!';
export const CONTACT_REFUSED = 'Failed to send message. Try again.';
export const CONTACT_CRASHED = 'Something went wrong!';

export type SendContactMessageResponse = { id?: number; message?: string };

export const sendContactMessageKey = () => CONTACT_PATH;

export function sendContactMessage(request: ContactRequest): Promise<SendContactMessageResponse> {
  return apiPost<SendContactMessageResponse>(CONTACT_PATH, request);
}

/** POST /api/contact as an SWR mutation; `trigger` rejects on failure. */
export function useSendContactMessage() {
  return useSWRMutation(sendContactMessageKey(), (_key: string, { arg }: { arg: ContactRequest }) => sendContactMessage(arg));
}

/** Spec §8: an answer with a non-success status, or an exception (no answer at all). */
export function contactFailureMessage(error: unknown): string {
  return error instanceof ApiError ? CONTACT_REFUSED : CONTACT_CRASHED;
}
