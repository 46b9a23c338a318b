import type { Kysely, Transaction } from 'kysely';
import type { LeadKind } from '@/features/staff/api/lead-status';
import { siteConfig } from '@/lib/site-config';
import type { Schema } from '../storage/schema';
import { createNotificationOutbox } from './notification-outbox';
import { createNotificationWorker, DEFAULT_POLL_MS, DEFAULT_RETRY, type RetryPolicy } from './notification-worker';
import { createSmtpMailer } from './smtp-mailer';

/** Where lead notifications go and through which SMTP server; `from` defaults to the first recipient. */
export type NotificationSettings = { to: string[]; smtpUrl: string; from?: string };

export type LeadNotificationOptions = NotificationSettings & {
  /** Backoff between attempts and when to give up; tests shorten it. */
  retry?: RetryPolicy;
  /** How often to look for rows other instances wrote. */
  pollMs?: number;
};

type Log = { info: (message: string) => void; warn: (message: string) => void };

/**
 * E-mails the team about each new lead: `enqueueWithin` in the lead's transaction, `nudge` once it committed;
 * the worker sends from the outbox, so the lead's request never waits for the SMTP server.
 */
export function createLeadNotifications(db: Kysely<Schema>, options: LeadNotificationOptions, log: Log) {
  const outbox = createNotificationOutbox(db);
  const from = options.from ? options.from : { name: `${siteConfig.brandName} leads`, address: options.to[0]! };
  const worker = createNotificationWorker({
    outbox,
    mailer: createSmtpMailer({ smtpUrl: options.smtpUrl, from, to: options.to }),
    log,
    retry: options.retry ?? DEFAULT_RETRY,
    pollMs: options.pollMs ?? DEFAULT_POLL_MS,
  });
  return {
    enqueueWithin: (trx: Transaction<Schema>, lead: { id: string; kind: LeadKind; receivedAt: string }) =>
      outbox.enqueueWithin(trx, { leadId: lead.id, kind: lead.kind, receivedAt: lead.receivedAt }),
    nudge: worker.nudge,
    start: worker.start,
    stop: worker.stop,
  };
}

export type LeadNotifications = ReturnType<typeof createLeadNotifications>;
