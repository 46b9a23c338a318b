import type { StaffRole } from '@/features/staff/api/staff-roles';
import type { FieldCipher } from '../security/field-cipher';
import type { AuditLog, AuditRecord } from './audit-log';
import type { StoreContext } from './record-table';
import { ENROLMENT_SECRET_COLUMN, readableSecret, STAFF_SECRET_COLUMN } from './staff';

export type OpenEnrolment = { staffId: string; email: string; role: StaffRole; secret: string };

export type CompletedEnrolment = {
  tokenHash: string;
  staffId: string;
  passwordHash: string;
  secret: string;
  /** The step of the code that confirmed the key: it cannot be used again to sign in. */
  confirmedStep: number;
  recoveryCodeHashes: string[];
};

export function createEnrolmentStore({ engine, groupCommit }: StoreContext, cipher: FieldCipher, audit: AuditLog) {
  const { db } = engine;

  return {
    /** The enrolment behind a token digest, if it is unused, unexpired and its staff member not disabled. */
    async findOpen(tokenHash: string, now: string): Promise<OpenEnrolment | undefined> {
      const row = await db
        .selectFrom('staff_enrolments')
        .innerJoin('staff', 'staff.id', 'staff_enrolments.staff_id')
        .select(['staff.id', 'staff.email', 'staff.role', 'staff_enrolments.totp_secret'])
        .where('staff_enrolments.token_hash', '=', tokenHash)
        .where('staff_enrolments.used_at', 'is', null)
        .where('staff_enrolments.expires_at', '>', now)
        .where('staff.disabled_at', 'is', null)
        .executeTakeFirst();
      const secret = row && readableSecret(cipher, row.totp_secret, ENROLMENT_SECRET_COLUMN);
      return row && secret ? { staffId: row.id, email: row.email, role: row.role, secret } : undefined;
    },

    /**
     * Uses the link (only if still open: a second request with the same token changes nothing) and, in the
     * same transaction, sets the password and key, replaces the recovery codes and ends any older session.
     */
    complete(enrolment: CompletedEnrolment, now: string, entry: AuditRecord): Promise<boolean> {
      return groupCommit.submit(async (trx) => {
        const { numUpdatedRows } = await trx
          .updateTable('staff_enrolments')
          .set({ used_at: now })
          .where('token_hash', '=', enrolment.tokenHash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .executeTakeFirstOrThrow();
        if (numUpdatedRows !== 1n) return false;
        await trx
          .updateTable('staff')
          .set({
            password_hash: enrolment.passwordHash,
            totp_secret: cipher.encrypt(enrolment.secret, STAFF_SECRET_COLUMN),
            totp_last_step: enrolment.confirmedStep,
          })
          .where('id', '=', enrolment.staffId)
          .execute();
        await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', enrolment.staffId).execute();
        await trx
          .insertInto('staff_recovery_codes')
          .values(enrolment.recoveryCodeHashes.map((code_hash) => ({ staff_id: enrolment.staffId, code_hash, used_at: null })))
          .execute();
        await trx.deleteFrom('staff_sessions').where('staff_id', '=', enrolment.staffId).execute();
        await audit.recordWithin(trx, entry);
        return true;
      });
    },
  };
}
