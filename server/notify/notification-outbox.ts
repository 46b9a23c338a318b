import type { Generated, Kysely, Transaction } from 'kysely';
import type { LeadKind } from '@/features/staff/api/lead-status';
import type { Schema } from '../storage/schema';

/** A lead's notification as stored: its id, kind and arrival, never a name, phone, e-mail or message. */
export type PendingNotification = { id: number; leadId: string; kind: LeadKind; receivedAt: string; attempts: number };

type LeadNotificationsTable = {
  /** PostgreSQL BIGINT identity comes back as text. */
  id: Generated<number | string>;
  lead_id: string;
  kind: LeadKind;
  received_at: string;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  given_up_at: string | null;
};
type OutboxSchema = { lead_notifications: LeadNotificationsTable };

const isoAt = (epochMs: number) => new Date(epochMs).toISOString();

/**
 * The outbox of lead notifications (migrations sqlite 007 / postgres 005). A row is written in the lead's own
 * transaction and deleted once the SMTP server has accepted its mail. Workers claim a row with a lease
 * (`locked_until`) through a conditional UPDATE that PostgreSQL re-checks on the committed row, so instances
 * sharing the database never hold the same row at once; `attempts` identifies the claim.
 */
export function createNotificationOutbox(database: Kysely<Schema>) {
  const db = database.withTables<OutboxSchema>();
  const dueWhere = (now: string) =>
    db
      .selectFrom('lead_notifications')
      .where('given_up_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]));

  return {
    /** Queues the lead's notification inside the transaction that stores the lead; a second call for it is a no-op. */
    async enqueueWithin(trx: Transaction<Schema>, lead: { leadId: string; kind: LeadKind; receivedAt: string }, now = Date.now()): Promise<void> {
      await trx
        .withTables<OutboxSchema>()
        .insertInto('lead_notifications')
        .values({ lead_id: lead.leadId, kind: lead.kind, received_at: lead.receivedAt, attempts: 0, next_attempt_at: isoAt(now) })
        .onConflict((conflict) => conflict.column('lead_id').doNothing())
        .execute();
    },

    /**
     * Takes the oldest due row for `leaseMs`: `null` when none is due, `'raced'` when another worker took the
     * row first (there may be more to take).
     */
    async claimNext(now: number, leaseMs: number): Promise<PendingNotification | 'raced' | null> {
      const nowIso = isoAt(now);
      const candidate = await dueWhere(nowIso).select(['id', 'attempts']).orderBy('id').limit(1).executeTakeFirst();
      if (!candidate) return null;
      const claimed = await db
        .updateTable('lead_notifications')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), locked_until: isoAt(now + leaseMs) }))
        .where('id', '=', candidate.id)
        .where('attempts', '=', candidate.attempts)
        .where('given_up_at', 'is', null)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]))
        .returning(['id', 'lead_id', 'kind', 'received_at', 'attempts'])
        .executeTakeFirst();
      if (!claimed) return 'raced';
      return { id: Number(claimed.id), leadId: claimed.lead_id, kind: claimed.kind, receivedAt: claimed.received_at, attempts: claimed.attempts };
    },

    /** The mail was accepted: the row goes. */
    async markSent(claim: PendingNotification): Promise<void> {
      await db.deleteFrom('lead_notifications').where('id', '=', claim.id).where('attempts', '=', claim.attempts).execute();
    },

    /** Tries again at `retryAt`, or never again when it is null (the row stays, marked given up). */
    async markFailed(claim: PendingNotification, error: string, retryAt: number | null, now: number): Promise<void> {
      await db
        .updateTable('lead_notifications')
        .set({
          locked_until: null,
          last_error: error.slice(0, 200),
          ...(retryAt === null ? { given_up_at: isoAt(now) } : { next_attempt_at: isoAt(retryAt) }),
        })
        .where('id', '=', claim.id)
        .where('attempts', '=', claim.attempts)
        .execute();
    },

    /** Gives a claimed row back untried (the worker is stopping); its attempt is not counted. */
    async release(claim: PendingNotification): Promise<void> {
      await db
        .updateTable('lead_notifications')
        .set({ locked_until: null, attempts: claim.attempts - 1 })
        .where('id', '=', claim.id)
        .where('attempts', '=', claim.attempts)
        .execute();
    },

    /** When the next row not yet given up may be tried (for a leased row, when its lease ends), or null. */
    async nextDueAt(): Promise<number | null> {
      const row = await db
        .selectFrom('lead_notifications')
        .where('given_up_at', 'is', null)
        .select((eb) =>
          eb.fn
            .min(eb.case().when('locked_until', '>', eb.ref('next_attempt_at')).then(eb.ref('locked_until')).else(eb.ref('next_attempt_at')).end())
            .as('next'),
        )
        .executeTakeFirst();
      return typeof row?.next === 'string' ? Date.parse(row.next) : null;
    },
  };
}

export type NotificationOutbox = ReturnType<typeof createNotificationOutbox>;
