import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { StaffMember } from '@/features/staff/api/staff-members';
import type { StaffRole } from '@/features/staff/api/staff-roles';
import { FieldDecryptionError, type FieldCipher } from '../security/field-cipher';
import type { AuditLog, AuditRecord } from './audit-log';
import type { StoreContext } from './record-table';
import type { Schema } from './schema';

export class DuplicateStaffError extends Error {
  override readonly name = 'DuplicateStaffError';
}

export type StaffAccount = {
  id: string;
  email: string;
  role: StaffRole;
  /** Null until enrolled. */
  passwordHash: string | null;
  /** The TOTP key as base32 text, decrypted; null until enrolled and after a 2FA reset. */
  totpSecret: string | null;
  totpLastStep: number | null;
  disabledAt: string | null;
};

/** A one-time link's stored half: the token's digest, the key it will show, and its end. */
export type NewEnrolment = { tokenHash: string; secret: string; expiresAt: string };

/**
 * TOTP keys are encrypted with the field cipher, not hashed: the server must read a key back to compute codes.
 * Encrypted because a copy of the database alone (a backup, a replica, anyone with SQL access) must not be
 * enough to produce any staff member's codes; the key lives outside it (FIELD_ENCRYPTION_KEY or the key file).
 * Each value is authenticated under its column, so it cannot be moved to another column.
 */
export const STAFF_SECRET_COLUMN = 'staff.totp_secret';
export const ENROLMENT_SECRET_COLUMN = 'staff_enrolments.totp_secret';

/** A TOTP key no configured key can read counts as none: that staff member needs a 2FA reset, not a 500. */
export function readableSecret(cipher: FieldCipher, stored: string | null, column: string): string | null {
  if (stored === null) return null;
  try {
    return cipher.decrypt(stored, column);
  } catch (error) {
    if (error instanceof FieldDecryptionError) return null;
    throw error;
  }
}

export function createStaffStore({ engine, groupCommit }: StoreContext, cipher: FieldCipher, audit: AuditLog) {
  const { db } = engine;

  const findBy = async (column: 'email' | 'id', value: string): Promise<StaffAccount | undefined> => {
    const row = await db.selectFrom('staff').selectAll().where(column, '=', value).executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      passwordHash: row.password_hash,
      totpSecret: readableSecret(cipher, row.totp_secret, STAFF_SECRET_COLUMN),
      totpLastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
      disabledAt: row.disabled_at,
    };
  };

  const insertEnrolment = (trx: Transaction<Schema>, staffId: string, enrolment: NewEnrolment) =>
    trx
      .insertInto('staff_enrolments')
      .values({ token_hash: enrolment.tokenHash, staff_id: staffId, totp_secret: cipher.encrypt(enrolment.secret, ENROLMENT_SECRET_COLUMN), expires_at: enrolment.expiresAt })
      .execute();

  /** Ends every session and every open enrolment link of one staff member; returns the sessions ended. */
  const endEverything = async (trx: Transaction<Schema>, staffId: string): Promise<number> => {
    await trx.deleteFrom('staff_enrolments').where('staff_id', '=', staffId).where('used_at', 'is', null).execute();
    const { numDeletedRows } = await trx.deleteFrom('staff_sessions').where('staff_id', '=', staffId).executeTakeFirstOrThrow();
    return Number(numDeletedRows);
  };

  return {
    findByEmail: (email: string) => findBy('email', email),
    findById: (id: string) => findBy('id', id),

    async list(): Promise<StaffMember[]> {
      const rows = await db.selectFrom('staff').select(['id', 'email', 'role', 'password_hash', 'totp_secret', 'disabled_at', 'created_at']).orderBy('email').execute();
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        role: row.role,
        enrolled: row.password_hash !== null && row.totp_secret !== null,
        disabledAt: row.disabled_at,
        createdAt: row.created_at,
      }));
    },

    /** A new staff member, not yet enrolled, with their enrolment link; the audit entry commits with them. */
    async add(email: string, role: StaffRole, enrolment: NewEnrolment, entry: Omit<AuditRecord, 'target'>): Promise<string> {
      const id = randomUUID();
      try {
        await groupCommit.submit(async (trx) => {
          await trx.insertInto('staff').values({ id, email, role, password_hash: null, totp_secret: null, totp_last_step: null, disabled_at: null }).execute();
          await insertEnrolment(trx, id, enrolment);
          await audit.recordWithin(trx, { ...entry, target: `staff:${id}` });
        });
      } catch (error) {
        if (engine.isUniqueViolation(error)) throw new DuplicateStaffError(email);
        throw error;
      }
      return id;
    },

    /** Disabled at once: every session ends and open enrolment links stop working. Returns the sessions ended. */
    disable(staffId: string, at: string, entry: AuditRecord): Promise<number> {
      return groupCommit.submit(async (trx) => {
        await trx.updateTable('staff').set({ disabled_at: at }).where('id', '=', staffId).execute();
        const ended = await endEverything(trx, staffId);
        await audit.recordWithin(trx, { ...entry, detail: { ...entry.detail, sessionsEnded: ended } });
        return ended;
      });
    },

    /** Clears the TOTP key and the recovery codes, ends every session and issues a new enrolment link. */
    resetTwoFactor(staffId: string, enrolment: NewEnrolment, entry: AuditRecord): Promise<number> {
      return groupCommit.submit(async (trx) => {
        await trx.updateTable('staff').set({ totp_secret: null, totp_last_step: null }).where('id', '=', staffId).execute();
        await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
        const ended = await endEverything(trx, staffId);
        await insertEnrolment(trx, staffId, enrolment);
        await audit.recordWithin(trx, { ...entry, detail: { ...entry.detail, sessionsEnded: ended } });
        return ended;
      });
    },

    /**
     * Records `step` as the last accepted one, only if it is later than the last: one atomic update, so two
     * requests carrying the same code at the same moment cannot both pass. False means a replay.
     */
    async acceptTotpStep(staffId: string, step: number): Promise<boolean> {
      const { numUpdatedRows } = await groupCommit.submit((trx) =>
        trx
          .updateTable('staff')
          .set({ totp_last_step: step })
          .where('id', '=', staffId)
          .where('disabled_at', 'is', null)
          .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
          .executeTakeFirstOrThrow(),
      );
      return numUpdatedRows === 1n;
    },

    /** Marks an unused recovery code used; false when there is no such unused code. */
    async useRecoveryCode(staffId: string, codeHash: string, at: string): Promise<boolean> {
      const { numUpdatedRows } = await groupCommit.submit((trx) =>
        trx
          .updateTable('staff_recovery_codes')
          .set({ used_at: at })
          .where('staff_id', '=', staffId)
          .where('code_hash', '=', codeHash)
          .where('used_at', 'is', null)
          .executeTakeFirstOrThrow(),
      );
      return numUpdatedRows === 1n;
    },

    async recoveryCodesLeft(staffId: string): Promise<number> {
      const { count } = await db
        .selectFrom('staff_recovery_codes')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('staff_id', '=', staffId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}

export type StaffStore = ReturnType<typeof createStaffStore>;
