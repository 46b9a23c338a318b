import type { StaffRole } from '@/features/staff/api/staff-roles';
import { STAFF_SESSION_ABSOLUTE_MS, STAFF_SESSION_IDLE_MS } from '../staff/session-policy';
import { digestOf, isoAt, newToken } from '../staff/staff-secrets';
import type { AuditLog, AuditRecord } from './audit-log';
import type { StoreContext } from './record-table';

export type StaffSessionRecord = {
  /** What the row is keyed by; the session id itself lives only in the staff member's cookie. */
  idHash: string;
  staffId: string;
  email: string;
  role: StaffRole;
  csrfToken: string;
  createdAt: string;
  lastSeenAt: string;
  disabledAt: string | null;
};

/** Server-side sessions in a table, so every instance sharing PostgreSQL sees the same ones and can end them. */
export function createStaffSessionStore({ engine, groupCommit }: StoreContext, audit: AuditLog, clock: () => number) {
  const { db } = engine;

  return {
    /**
     * A new session; returns the id for the cookie (stored only as its digest) and its CSRF token. Sessions
     * that have run out, anyone's, are deleted on the way: nobody signs out of a closed browser.
     */
    async create(staffId: string, entry: AuditRecord): Promise<{ sessionId: string; csrfToken: string }> {
      const sessionId = newToken();
      const csrfToken = newToken();
      const time = clock();
      const now = isoAt(time);
      await groupCommit.submit(async (trx) => {
        await trx
          .deleteFrom('staff_sessions')
          .where((eb) => eb.or([eb('last_seen_at', '<=', isoAt(time - STAFF_SESSION_IDLE_MS)), eb('created_at', '<=', isoAt(time - STAFF_SESSION_ABSOLUTE_MS))]))
          .execute();
        await trx.insertInto('staff_sessions').values({ id_hash: digestOf(sessionId), staff_id: staffId, csrf_token: csrfToken, created_at: now, last_seen_at: now }).execute();
        await audit.recordWithin(trx, entry);
      });
      return { sessionId, csrfToken };
    },

    async find(sessionId: string): Promise<StaffSessionRecord | undefined> {
      const row = await db
        .selectFrom('staff_sessions')
        .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
        .select([
          'staff_sessions.id_hash',
          'staff.id',
          'staff.email',
          'staff.role',
          'staff_sessions.csrf_token',
          'staff_sessions.created_at',
          'staff_sessions.last_seen_at',
          'staff.disabled_at',
        ])
        .where('staff_sessions.id_hash', '=', digestOf(sessionId))
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        idHash: row.id_hash,
        staffId: row.id,
        email: row.email,
        role: row.role,
        csrfToken: row.csrf_token,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        disabledAt: row.disabled_at,
      };
    },

    touch: (idHash: string): Promise<unknown> =>
      groupCommit.submit((trx) => trx.updateTable('staff_sessions').set({ last_seen_at: isoAt(clock()) }).where('id_hash', '=', idHash).execute()),

    /** Ends one session; with an audit entry when a person ended it (not when it expired). */
    end: (idHash: string, entry?: AuditRecord): Promise<void> =>
      groupCommit.submit(async (trx) => {
        await trx.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute();
        if (entry) await audit.recordWithin(trx, entry);
      }),

    /** Ends every session of one staff member; returns how many there were. */
    endAllOf: (staffId: string, entry: AuditRecord): Promise<number> =>
      groupCommit.submit(async (trx) => {
        const { numDeletedRows } = await trx.deleteFrom('staff_sessions').where('staff_id', '=', staffId).executeTakeFirstOrThrow();
        const ended = Number(numDeletedRows);
        await audit.recordWithin(trx, { ...entry, detail: { ...entry.detail, sessionsEnded: ended } });
        return ended;
      }),
  };
}

export type StaffSessionStore = ReturnType<typeof createStaffSessionStore>;
