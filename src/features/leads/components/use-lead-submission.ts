import { useEffect, useRef, useState } from 'react';
import { isNetworkFailure } from '@/lib/api-client';
import { botSignalsMessages } from '@/lib/bot-signals/bot-signals-messages';
import type { GuardedSending } from '@/lib/bot-signals/signal-headers';
import { useFormGuard } from '@/lib/bot-signals/use-form-guard';
import { newIdempotencyKey } from '@/lib/offline/idempotency-key';
import type { PostOrQueueResult } from '@/lib/offline/post-or-queue';
import { subscribeToQueueOutcomes } from '@/lib/offline/queue-outcome-bus';
import type { Refusal } from '@/lib/offline/queued-request';
import { requestQueue } from '@/lib/offline/request-queue';
import { LEAD_SAVED_OFFLINE, savedLeadSentText, type LeadKind } from '@/features/leads/api/queued-leads';

/** The submission still open: its key, the JSON it sent, and whether it waits in the device's queue. */
type OpenSubmission = { key: string; body: string; queued: boolean };

export type SavedLeadEvents = {
  /** The request this form saved on the device has been sent (by this page or the service worker). */
  onSavedSent: () => void;
  /** The server refused the request this form saved (a 4xx). */
  onSavedRefused: (refusal: Refusal) => void;
};

/**
 * Sends a lead with one Idempotency-Key per submission and its form's signals (issue 41: give `trapRef` to the
 * form's Honeypot). After a network failure the same values sent again are a retry and keep the key; other values
 * are a new submission and take back the saved one. Gives the form's status line: being checked (a proof of work),
 * saved on the device, then sent.
 */
export function useLeadSubmission(kind: LeadKind, events: SavedLeadEvents) {
  const [status, setStatus] = useState<string>();
  const guard = useFormGuard(kind);
  const open = useRef<OpenSubmission>(undefined);
  const latestEvents = useRef(events);
  useEffect(() => {
    latestEvents.current = events;
  });

  useEffect(
    () =>
      subscribeToQueueOutcomes((outcome) => {
        if (!open.current?.queued || outcome.key !== open.current.key) return false;
        open.current = undefined;
        if (outcome.result === 'sent') {
          setStatus(savedLeadSentText(kind));
          latestEvents.current.onSavedSent();
        } else {
          setStatus(undefined);
          latestEvents.current.onSavedRefused(outcome.refusal);
        }
        return true;
      }),
    [kind],
  );

  const keyFor = async (body: string) => {
    const previous = open.current;
    if (previous?.body === body) return previous.key;
    open.current = undefined;
    if (previous?.queued) await requestQueue().withdraw(previous.key).catch(() => false);
    return newIdempotencyKey();
  };

  const submit = async <TResponse>(body: unknown, post: (idempotencyKey: string, sending: GuardedSending) => Promise<PostOrQueueResult<TResponse>>) => {
    const json = JSON.stringify(body);
    const key = await keyFor(json);
    setStatus(undefined);
    const botSignals = await guard.signals();
    try {
      const result = await post(key, { botSignals, onChecking: () => setStatus(botSignalsMessages.checking) });
      // Taken by the server, or by the queue that will send it with this token: the next submission needs its own.
      guard.spend(botSignals);
      setStatus(undefined);
      if (result.status === 'queued') {
        open.current = { key, body: json, queued: true };
        setStatus(LEAD_SAVED_OFFLINE);
      } else {
        // Sent by hand while a copy waited in the queue: that copy must not be sent again.
        if (open.current?.queued) void requestQueue().withdraw(key).catch(() => false);
        open.current = undefined;
      }
      return result;
    } catch (error) {
      // Without an answer the server may still have it: a retry keeps the key. An answer settles the submission.
      open.current = isNetworkFailure(error) ? { key, body: json, queued: open.current?.queued ?? false } : undefined;
      setStatus(undefined);
      throw error;
    }
  };

  return { status, submit, trapRef: guard.trapRef };
}
