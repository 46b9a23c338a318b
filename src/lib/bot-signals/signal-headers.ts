import { FORM_TOKEN_HEADER, FORM_TRAP_HEADER } from '@/lib/bot-signals/bot-signals';
import type { FormToken } from '@/lib/bot-signals/form-token';

/** What a guarded form's submission carries besides its fields: its form token and the honeypot's value. */
export type BotSignals = {
  /** The form's token, when one arrived in time (a submission is never held back for it). */
  formToken?: FormToken;
  /** The honeypot field's value; a person leaves it empty. */
  formTrap?: string;
};

/** The request headers of the signals: Form-Token when there is one, Form-Trap only when the trap was filled. */
export function botSignalHeaders(signals: BotSignals | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (signals?.formToken) headers[FORM_TOKEN_HEADER] = signals.formToken.token;
  if (signals?.formTrap) headers[FORM_TRAP_HEADER] = encodeURIComponent(signals.formTrap);
  return headers;
}

/** What a guarded form hands its API call: the signals to send, and whom to tell when the request is being checked. */
export type GuardedSending = {
  botSignals?: BotSignals;
  /** Called when the server asks for a proof of work, while it is solved (the form says it is checking). */
  onChecking?: () => void;
};
