import { randomUUID } from 'node:crypto';
import type { Transaction, Updateable } from 'kysely';
import type { LeadChangeField } from '@/features/staff/api/lead-change-schema';
import type { AuditLog, AuditRecord } from './audit-log';
import type { StoreContext } from './record-table';
import type { LeadsTable, Schema } from './schema';

/** The columns a versioned change may set, given the time it is stored at. */
export type LeadChangeSet = Pick<Updateable<LeadsTable>, 'status' | 'outcome' | 'closed_at' | 'contacted_at' | 'assignee_staff_id' | 'duplicate_of'>;

export type LeadChange = {
  leadId: string;
  /** The version the change was made on: it is stored only if the lead is still at it. */
  version: number;
  actorId: string;
  field: LeadChangeField;
  set: (at: string) => LeadChangeSet;
  entry: AuditRecord;
};

/** A further write in a change's transaction, once the lead's row is updated (PostgreSQL's NOTIFY). */
export type LeadChangeHook = (trx: Transaction<Schema>, leadId: string) => Promise<void>;

/** Told once a change's transaction has committed; must not throw. */
export type LeadChangedListener = (leadId: string) => void;

/**
 * Every change to a lead, with its audit entry in the same transaction. A versioned change is one
 * `UPDATE … WHERE id = ? AND version = ?`: of two changes made on the same version exactly one updates a row
 * (on PostgreSQL the second waits for the first's row lock, then finds the version moved on), and the other
 * stores nothing, its entry included. Losing is an answer, not an error, so it never rolls back the group
 * commit it shares with other requests.
 */
export function createLeadChangeStore({ groupCommit }: StoreContext, audit: AuditLog, clock: () => number) {
  const hooks: LeadChangeHook[] = [];
  const listeners: LeadChangedListener[] = [];

  const announce = (leadId: string) => {
    for (const listener of listeners) {
      try {
        listener(leadId);
      } catch {
        // The change is stored and answered either way; a listener reports its own failures.
      }
    }
  };

  return {
    /** Adds a write to every versioned change's transaction; a hook that throws fails the change. */
    onChange(hook: LeadChangeHook): void {
      hooks.push(hook);
    },
    /** Tells `listener` of every lead whose status, assignee or duplicate marking changed, once committed (the live feed's `lead-changed`). */
    onChanged(listener: LeadChangedListener): void {
      listeners.push(listener);
    },

    /** True when stored; false when the lead was not at `version` (changed meanwhile, or unknown). */
    async apply(change: LeadChange): Promise<boolean> {
      const stored = await groupCommit.submit(async (trx) => {
        const at = new Date(clock()).toISOString();
        const { numUpdatedRows } = await trx
          .updateTable('leads')
          .set((eb) => ({ ...change.set(at), version: eb('version', '+', 1), updated_at: at, updated_by: change.actorId, updated_field: change.field }))
          .where('id', '=', change.leadId)
          .where('version', '=', change.version)
          .executeTakeFirstOrThrow();
        if (Number(numUpdatedRows) === 0) return false;
        await audit.recordWithin(trx, change.entry);
        for (const hook of hooks) await hook(trx, change.leadId);
        return true;
      });
      if (stored) announce(change.leadId);
      return stored;
    },

    /** Notes never conflict and leave the version alone; the entry names the note, never its text. */
    addNote(note: { leadId: string; staffId: string; body: string }, entry: AuditRecord): Promise<string> {
      const id = randomUUID();
      return groupCommit.submit(async (trx) => {
        await trx
          .insertInto('lead_notes')
          .values({ id, lead_id: note.leadId, staff_id: note.staffId, at: new Date(clock()).toISOString(), body: note.body })
          .execute();
        await audit.recordWithin(trx, { ...entry, detail: { ...entry.detail, noteId: id } });
        return id;
      });
    },
  };
}

export type LeadChangeStore = ReturnType<typeof createLeadChangeStore>;
