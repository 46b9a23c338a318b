import type { QueueOutcome } from '@/lib/offline/queued-request';

/** Returns true when it owns the outcome (a form on screen waiting for that request). */
export type QueueOutcomeListener = (outcome: QueueOutcome) => boolean;

const listeners = new Set<QueueOutcomeListener>();

/** Lets a form hear what became of the request it queued; returns the unsubscribe function. */
export function subscribeToQueueOutcomes(listener: QueueOutcomeListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Tells the page's listeners about an outcome; true when one of them owned it. */
export function publishQueueOutcome(outcome: QueueOutcome): boolean {
  let owned = false;
  for (const listener of [...listeners]) owned = listener(outcome) || owned;
  return owned;
}
