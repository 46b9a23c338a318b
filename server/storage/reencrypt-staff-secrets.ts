import { sql } from 'kysely';
import { FieldDecryptionError, type FieldCipher } from '../security/field-cipher';
import type { StorageEngine } from './engines/storage-engine';
import { ENROLMENT_SECRET_COLUMN, STAFF_SECRET_COLUMN } from './staff';

export type StaffSecretsPass = { reencrypted: number; unreadable: number };

/**
 * Run at every start, beside the ID numbers' pass: TOTP keys written under a retired field-encryption key move
 * to the current one, so the retired key can be dropped without locking staff out. A key no configured key can
 * read is left as it is (the staff member then needs `npm run staff -- reset-2fa`).
 */
export async function reencryptStaffSecrets(engine: StorageEngine, cipher: FieldCipher): Promise<StaffSecretsPass> {
  const pass: StaffSecretsPass = { reencrypted: 0, unreadable: 0 };
  const current = `enc:v1:${cipher.currentKeyId}:`;
  const underAnotherKey = sql<boolean>`substr(totp_secret, 1, ${current.length}) <> ${current}`;
  const moved = (value: string, column: string): string | undefined => {
    try {
      return cipher.encrypt(cipher.decrypt(value, column), column);
    } catch (error) {
      if (!(error instanceof FieldDecryptionError)) throw error;
      pass.unreadable += 1;
      return undefined;
    }
  };
  await engine.db.transaction().execute(async (trx) => {
    await engine.lockForMaintenance(trx);
    const staff = await trx.selectFrom('staff').select(['id', 'totp_secret']).where('totp_secret', 'is not', null).where(underAnotherKey).execute();
    for (const { id, totp_secret: value } of staff) {
      const encrypted = moved(value!, STAFF_SECRET_COLUMN);
      if (!encrypted) continue;
      await trx.updateTable('staff').set({ totp_secret: encrypted }).where('id', '=', id).execute();
      pass.reencrypted += 1;
    }
    const enrolments = await trx.selectFrom('staff_enrolments').select(['token_hash', 'totp_secret']).where('used_at', 'is', null).where(underAnotherKey).execute();
    for (const { token_hash: tokenHash, totp_secret: value } of enrolments) {
      const encrypted = moved(value, ENROLMENT_SECRET_COLUMN);
      if (!encrypted) continue;
      await trx.updateTable('staff_enrolments').set({ totp_secret: encrypted }).where('token_hash', '=', tokenHash).execute();
      pass.reencrypted += 1;
    }
  });
  return pass;
}
