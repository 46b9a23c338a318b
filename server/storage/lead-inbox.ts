import type { Transaction } from 'kysely';
import { emailKeyOf, phoneKeyOf } from '@/features/staff/api/lead-contact-keys';
import type { LeadKind } from '@/features/staff/api/lead-status';
import { DEFAULT_LEAD_TARGETS, DEFAULT_WORKING_HOURS, leadDueAt, type LeadTargets, type WorkingHours } from '@/features/staff/api/lead-targets';
import type { ParsedLeadsQuery } from '@/features/staff/api/leads-query-schema';
import type { QuarantineReason } from '@/lib/bot-signals/bot-signals';
import { listLeads, type LeadViewer } from './lead-list';
import type { AfterInsert, StoreContext } from './record-table';
import type { Schema } from './schema';

/** A lead just inserted into the inbox: its record's id, its kind, its record's created_at, and its arrival order. */
export type LeadArrival = { id: string; kind: LeadKind; receivedAt: string; seq: number };

/** A further write in the transaction that stores a new lead (the notification outbox, PostgreSQL's NOTIFY). */
export type LeadArrivalHook = (trx: Transaction<Schema>, arrival: LeadArrival) => Promise<void>;

/** Told once a new lead's transaction has committed; must not throw. */
export type LeadArrivalListener = (arrival: LeadArrival) => void;

/**
 * Decides, inside a new lead's transaction, why it should be kept out of the inbox (the bot signals, issue 41);
 * an empty list lets it in.
 */
export type LeadScreen = (trx: Transaction<Schema>, lead: { id: string; kind: LeadKind; receivedAt: string; phoneKey: string | null }) => Promise<readonly QuarantineReason[]>;

/** How due times are counted (LEAD_TARGET_*_MINUTES, WORKING_HOURS). */
export type LeadTargetSettings = { targets: LeadTargets; workingHours: WorkingHours };

export const DEFAULT_LEAD_TARGET_SETTINGS: LeadTargetSettings = { targets: DEFAULT_LEAD_TARGETS, workingHours: DEFAULT_WORKING_HOURS };

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The staff inbox: one `leads` row per appointment, callback and contact message, written by the record's own
 * insert (`afterInsertOf`), in its transaction, and never for an idempotent replay.
 */
export function createLeadInbox({ engine, groupCommit }: StoreContext, settings: LeadTargetSettings = DEFAULT_LEAD_TARGET_SETTINGS) {
  const hooks: LeadArrivalHook[] = [];
  const listeners: LeadArrivalListener[] = [];

  type KeyedLead = { id: string; kind: LeadKind; receivedAt: string; phoneKey: string | null; emailKey: string | null };

  async function insertKeyedWithin(trx: Transaction<Schema>, lead: KeyedLead): Promise<LeadArrival> {
    const { seq } = await trx
      .insertInto('leads')
      .values({
        id: lead.id,
        kind: lead.kind,
        received_at: lead.receivedAt,
        due_at: leadDueAt(lead.receivedAt, lead.kind, settings.targets, settings.workingHours),
        phone_key: lead.phoneKey,
        email_key: lead.emailKey,
        updated_at: lead.receivedAt,
      })
      .returning('seq')
      .executeTakeFirstOrThrow();
    const arrival = { id: lead.id, kind: lead.kind, receivedAt: lead.receivedAt, seq: Number(seq) };
    for (const hook of hooks) await hook(trx, arrival);
    return arrival;
  }

  const insertWithin = (trx: Transaction<Schema>, lead: { id: string; kind: LeadKind; receivedAt: string; phone: string | null; email: string | null }) =>
    insertKeyedWithin(trx, { id: lead.id, kind: lead.kind, receivedAt: lead.receivedAt, phoneKey: phoneKeyOf(lead.phone), emailKey: emailKeyOf(lead.email) });

  /** What runs once a new lead's transaction has committed: the live feed and the mail worker's nudge. */
  const toldOnCommit = (arrival: LeadArrival) => () => {
    for (const listener of listeners) {
      try {
        listener(arrival);
      } catch {
        // The lead is stored and its request answered either way; a listener reports its own failures.
      }
    }
  };

  return {
    settings,
    /** Adds a write to every new lead's transaction, after its inbox row; a hook that throws fails the lead's request. */
    onArrival(hook: LeadArrivalHook): void {
      hooks.push(hook);
    },
    /** Tells `listener` of every new lead once it has committed. */
    onCommitted(listener: LeadArrivalListener): void {
      listeners.push(listener);
    },
    insertWithin,
    /** One page of the inbox as `viewer` may see it, newest first; `now` decides what is overdue. */
    list: (query: ParsedLeadsQuery, viewer: LeadViewer, now: number) => listLeads(engine.db, query, viewer, now),
    /**
     * The after-insert step of the appointments, callbacks and contacts tables (their `phone` and `email` columns).
     * With `screen`, a lead it gives reasons for goes to `quarantined_leads` instead: no inbox row, no hooks, no listeners.
     */
    afterInsertOf(kind: LeadKind, screen?: LeadScreen): AfterInsert {
      return async (trx, { id, createdAt, row }) => {
        const lead = { id, kind, receivedAt: createdAt, phoneKey: phoneKeyOf(text(row.phone)), emailKey: emailKeyOf(text(row.email)) };
        const reasons = screen ? await screen(trx, lead) : [];
        if (reasons.length > 0) {
          const { receivedAt, phoneKey, emailKey } = lead;
          await trx.insertInto('quarantined_leads').values({ id, kind, received_at: receivedAt, reasons: JSON.stringify(reasons), phone_key: phoneKey, email_key: emailKey }).execute();
          return undefined;
        }
        return toldOnCommit(await insertKeyedWithin(trx, lead));
      };
    },
    /**
     * Moves a quarantined lead into the inbox as a new arrival (hooks: mail outbox, NOTIFY; then the listeners: live
     * feed), deleting its quarantine row in the same transaction. `alsoWithin` adds a write to that transaction (the
     * release's audit entry). Undefined when no such lead is quarantined (released or deleted meanwhile).
     */
    async release(id: string, alsoWithin?: (trx: Transaction<Schema>, arrival: LeadArrival) => Promise<void>): Promise<LeadArrival | undefined> {
      const arrival = await groupCommit.submit(async (trx) => {
        const held = await trx.deleteFrom('quarantined_leads').where('id', '=', id).returningAll().executeTakeFirst();
        if (!held) return undefined;
        const released = await insertKeyedWithin(trx, { id, kind: held.kind, receivedAt: held.received_at, phoneKey: held.phone_key, emailKey: held.email_key });
        await alsoWithin?.(trx, released);
        return released;
      });
      if (arrival) toldOnCommit(arrival)();
      return arrival;
    },
  };
}

export type LeadInbox = ReturnType<typeof createLeadInbox>;
