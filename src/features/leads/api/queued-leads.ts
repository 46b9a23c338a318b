import { ApiError } from '@/lib/api-client';
import type { Refusal } from '@/lib/offline/queued-request';
import { appointmentFailureMessage } from '@/features/leads/api/create-appointment';
import { callbackFailureMessage } from '@/features/leads/api/request-callback';
import { contactFailureMessage } from '@/features/leads/api/send-contact-message';

export type LeadKind = 'appointment' | 'callback' | 'contact';

/** Issue 23: shown in the form and as a polite toast when a lead is kept on the device for lack of network. */
export const LEAD_SAVED_OFFLINE = 'No connection. We saved your request on this phone and will send it as soon as you are back online.';

const leadNames: Record<LeadKind, string> = { appointment: 'appointment request', callback: 'callback request', contact: 'message' };

const failureMessages: Record<LeadKind, (error: unknown) => string> = {
  appointment: appointmentFailureMessage,
  callback: callbackFailureMessage,
  contact: contactFailureMessage,
};

const isLeadKind = (kind: string): kind is LeadKind => kind in leadNames;

/** The toast once a saved lead has been sent, e.g. 'Your callback request has been sent.' */
export function savedLeadSentText(kind: string): string {
  return `Your ${isLeadKind(kind) ? leadNames[kind] : 'request'} has been sent.`;
}

/** The server's refusal of a saved lead as the ApiError an immediate send would have met. */
export function refusalError(refusal: Refusal): ApiError {
  return new ApiError(refusal.status, refusal.message, refusal.error, { message: refusal.message, error: refusal.error });
}

/** The spec's failure message for that kind of lead (§8), as its form shows it. */
export function leadFailureMessage(kind: string, refusal: Refusal): string {
  const error = refusalError(refusal);
  return isLeadKind(kind) ? failureMessages[kind](error) : error.message;
}

/** Said when the server refused a saved lead, possibly long after the form was left: which lead, and why. */
export function savedLeadRefusedText(kind: string, refusal: Refusal): string {
  return `Your saved ${isLeadKind(kind) ? leadNames[kind] : 'request'} could not be sent: ${leadFailureMessage(kind, refusal)}`;
}
