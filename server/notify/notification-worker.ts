import { leadNotificationMail } from './lead-mail';
import type { NotificationOutbox, PendingNotification } from './notification-outbox';
import { failureCode, type Mailer } from './smtp-mailer';

/** Exponential backoff: `firstDelayMs`, doubling up to `maxDelayMs`; the row is given up after `maxAttempts`. */
export type RetryPolicy = { firstDelayMs: number; maxDelayMs: number; maxAttempts: number };

/** 30 s, 1, 2, 4, 8 min, then every 15 min: 20 attempts span about four hours of an SMTP server being down. */
export const DEFAULT_RETRY: RetryPolicy = { firstDelayMs: 30_000, maxDelayMs: 15 * 60_000, maxAttempts: 20 };

/** How often a worker looks for rows other instances wrote (its own leads wake it at once). */
export const DEFAULT_POLL_MS = 5_000;

/** Longer than a send can take (smtp-mailer.ts's timeouts): a row whose worker died is taken again after this. */
const LEASE_MS = 2 * 60_000;

export const retryDelayMs = (attempts: number, retry: RetryPolicy): number => Math.min(retry.firstDelayMs * 2 ** (attempts - 1), retry.maxDelayMs);

type Log = { info: (message: string) => void; warn: (message: string) => void };

export type WorkerOptions = { outbox: NotificationOutbox; mailer: Mailer; log: Log; retry: RetryPolicy; pollMs: number };

/**
 * Sends the outbox's mails, one at a time, oldest first. It runs when nudged (a lead stored by this instance),
 * every `pollMs`, and when the next retry falls due. Logs name the lead's id and kind, never its content.
 */
export function createNotificationWorker({ outbox, mailer, log, retry, pollMs }: WorkerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  const abort = new AbortController();

  async function sendOne(claim: PendingNotification): Promise<void> {
    try {
      await mailer.send(leadNotificationMail(claim), abort.signal);
    } catch (error) {
      if (abort.signal.aborted) return outbox.release(claim);
      const code = failureCode(error);
      const givingUp = claim.attempts >= retry.maxAttempts;
      const now = Date.now();
      await outbox.markFailed(claim, code, givingUp ? null : now + retryDelayMs(claim.attempts, retry), now);
      const what = `Lead notification for ${claim.kind} ${claim.leadId}`;
      if (givingUp) log.warn(`${what} given up after ${claim.attempts} attempts (${code}); the lead is in the staff console`);
      else if (claim.attempts === 1) log.warn(`${what} failed (${code}); retrying with backoff`);
      else log.info(`${what} failed on attempt ${claim.attempts} (${code}); retrying`);
      return;
    }
    await outbox.markSent(claim);
  }

  async function drain(): Promise<void> {
    for (;;) {
      if (stopped) return;
      const claim = await outbox.claimNext(Date.now(), LEASE_MS);
      if (claim === null) return;
      if (claim !== 'raced') await sendOne(claim);
    }
  }

  async function scheduleNext(): Promise<void> {
    const due = await outbox.nextDueAt();
    if (stopped) return;
    const wait = due === null ? pollMs : Math.min(pollMs, Math.max(0, due - Date.now()));
    timer = setTimeout(run, wait);
  }

  function run(): void {
    clearTimeout(timer);
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = (async () => {
      try {
        await drain();
        await scheduleNext();
      } catch (error) {
        // The database is unreachable or closing: try again at the next poll.
        if (stopped) return;
        log.warn(`Lead notifications: the outbox could not be read or updated (${failureCode(error)})`);
        timer = setTimeout(run, pollMs);
      }
    })().finally(() => {
      running = undefined;
      if (again) run();
    });
  }

  return {
    start(): void {
      stopped = false;
      run();
    },
    /** A lead was just stored here: send its mail now rather than at the next poll. */
    nudge: () => setImmediate(run),
    /** Stops the timer and aborts a send in flight (its row is given back), then closes the SMTP transport. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      abort.abort();
      await running;
      mailer.close();
    },
  };
}

export type NotificationWorker = ReturnType<typeof createNotificationWorker>;
