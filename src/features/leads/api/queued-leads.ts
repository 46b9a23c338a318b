import { ApiError } from '@/lib/api-client';
import type { Refusal } from '@/lib/offline/queued-request';
import { appointmentFailureMessage } from '@/features/leads/api/create-appointment';
import { callbackFailureMessage } from '@/features/leads/api/request-callback';
import { contactFailureMessage } from '@/features/leads/api/send-contact-message';
import { leadMessages } from '@/features/leads/api/lead-messages';

export type LeadKind = 'appointment' | 'callback' | 'contact';

/** Issue 23: shown in the form and as a polite toast when a lead is kept on the device for lack of network. */
export const LEAD_SAVED_OFFLINE = leadMessages.savedOffline;

const { leadNames } = leadMessages;

const failureMessages: Record<LeadKind, (error: unknown) => string> = {
  appointment: appointmentFailureMessage,
  callback: callbackFailureMessage,
  contact: contactFailureMessage,
};

const isLeadKind = (kind: string): kind is LeadKind => Object.hasOwn(failureMessages, kind);
const leadName = (kind: string) => (isLeadKind(kind) ? leadNames[kind] : leadNames.other);

/** The toast once a saved lead has been sent, e.g. 'Your callback request has been sent.' */
export function savedLeadSentText(kind: string): string {
  return leadMessages.savedSent(leadName(kind));
}

/** The server's refusal of a saved lead as the ApiError an immediate send would have met. */
export function refusalError(refusal: Refusal): ApiError {
  return new ApiError(refusal.status, refusal.message, refusal.error, { message: refusal.message, error: refusal.error });
}

/** The spec's failure message for that kind of lead (§8), as its form shows it. */
export function leadFailureMessage(kind: string, refusal: Refusal): string {
  const error = refusalError(refusal);
  return isLeadKind(kind) ? failureMessages[kind](error) : leadMessages.fromServer(error.message, leadMessages.contactCrashed);
}

/** Said when the server refused a saved lead, possibly long after the form was left: which lead, and why. */
export function savedLeadRefusedText(kind: string, refusal: Refusal): string {
  return leadMessages.savedRefused(leadName(kind), leadFailureMessage(kind, refusal));
}
