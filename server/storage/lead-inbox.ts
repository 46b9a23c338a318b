import type { Transaction } from 'kysely';
import { emailKeyOf, phoneKeyOf } from '@/features/staff/api/lead-contact-keys';
import type { LeadKind } from '@/features/staff/api/lead-status';
import { DEFAULT_LEAD_TARGETS, DEFAULT_WORKING_HOURS, leadDueAt, type LeadTargets, type WorkingHours } from '@/features/staff/api/lead-targets';
import type { ParsedLeadsQuery } from '@/features/staff/api/leads-query-schema';
import { listLeads, type LeadViewer } from './lead-list';
import type { AfterInsert, StoreContext } from './record-table';
import type { Schema } from './schema';

/** A lead just inserted into the inbox: its record's id, its kind, its record's created_at, and its arrival order. */
export type LeadArrival = { id: string; kind: LeadKind; receivedAt: string; seq: number };

/** A further write in the transaction that stores a new lead (the notification outbox, PostgreSQL's NOTIFY). */
export type LeadArrivalHook = (trx: Transaction<Schema>, arrival: LeadArrival) => Promise<void>;

/** Told once a new lead's transaction has committed; must not throw. */
export type LeadArrivalListener = (arrival: LeadArrival) => void;

/** How due times are counted (LEAD_TARGET_*_MINUTES, WORKING_HOURS). */
export type LeadTargetSettings = { targets: LeadTargets; workingHours: WorkingHours };

export const DEFAULT_LEAD_TARGET_SETTINGS: LeadTargetSettings = { targets: DEFAULT_LEAD_TARGETS, workingHours: DEFAULT_WORKING_HOURS };

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The staff inbox: one `leads` row per appointment, callback and contact message, written by the record's own
 * insert (`afterInsertOf`), in its transaction, and never for an idempotent replay.
 */
export function createLeadInbox({ engine }: StoreContext, settings: LeadTargetSettings = DEFAULT_LEAD_TARGET_SETTINGS) {
  const hooks: LeadArrivalHook[] = [];
  const listeners: LeadArrivalListener[] = [];

  async function insertWithin(trx: Transaction<Schema>, lead: { id: string; kind: LeadKind; receivedAt: string; phone: string | null; email: string | null }): Promise<LeadArrival> {
    const { seq } = await trx
      .insertInto('leads')
      .values({
        id: lead.id,
        kind: lead.kind,
        received_at: lead.receivedAt,
        due_at: leadDueAt(lead.receivedAt, lead.kind, settings.targets, settings.workingHours),
        phone_key: phoneKeyOf(lead.phone),
        email_key: emailKeyOf(lead.email),
        updated_at: lead.receivedAt,
      })
      .returning('seq')
      .executeTakeFirstOrThrow();
    const arrival = { id: lead.id, kind: lead.kind, receivedAt: lead.receivedAt, seq: Number(seq) };
    for (const hook of hooks) await hook(trx, arrival);
    return arrival;
  }

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
    /** The after-insert step of the appointments, callbacks and contacts tables (their `phone` and `email` columns). */
    afterInsertOf(kind: LeadKind): AfterInsert {
      return async (trx, { id, createdAt, row }) => {
        const arrival = await insertWithin(trx, { id, kind, receivedAt: createdAt, phone: text(row.phone), email: text(row.email) });
        return () => {
          for (const listener of listeners) {
            try {
              listener(arrival);
            } catch {
              // The lead is stored and its request answered either way; a listener reports its own failures.
            }
          }
        };
      };
    },
  };
}

export type LeadInbox = ReturnType<typeof createLeadInbox>;
