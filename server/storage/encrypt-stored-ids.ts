import { FieldDecryptionError, isEncryptedValue, type FieldCipher } from '../security/field-cipher';
import { sql } from 'kysely';
import type { StorageEngine } from './engines/storage-engine';
import { encryptionContextOf, PATIENT_ID_COLUMNS, PATIENT_ID_FIELDS } from './patient-id-columns';

export type StoredIdsPass = {
  /** Values written in clear text by versions before encryption, now encrypted. */
  encrypted: number;
  /** Values under a retired key, now under the current one. */
  reencrypted: number;
  /** Values no configured key can read (a key missing, or the value altered); left as they are. */
  unreadable: number;
  unreadableKeyIds: string[];
};

/**
 * Run at every start: brings each stored ID number under the current key, so clear text left by older
 * versions is encrypted and a retired key can be dropped once a start has run with its successor.
 */
export async function encryptStoredIds(engine: StorageEngine, cipher: FieldCipher): Promise<StoredIdsPass> {
  const pass: StoredIdsPass = { encrypted: 0, reencrypted: 0, unreadable: 0, unreadableKeyIds: [] };
  const currentPrefix = `enc:v1:${cipher.currentKeyId}:`;
  await engine.db.transaction().execute(async (trx) => {
    await engine.lockForMaintenance(trx);
    for (const field of PATIENT_ID_FIELDS) {
      const column = PATIENT_ID_COLUMNS[field];
      const context = encryptionContextOf(field);
      const stale = await trx
        .selectFrom('patients')
        .select(['id', sql<string>`${sql.ref(column)}`.as('value')])
        .where(column, 'is not', null)
        .where(sql`substr(${sql.ref(column)}, 1, ${currentPrefix.length})`, '<>', currentPrefix)
        .execute();
      for (const { id, value } of stale) {
        const wasEncrypted = isEncryptedValue(value);
        try {
          const encrypted = cipher.encrypt(wasEncrypted ? cipher.decrypt(value, context) : value, context);
          await trx.updateTable('patients').set(column, encrypted).where('id', '=', id).execute();
          pass[wasEncrypted ? 'reencrypted' : 'encrypted'] += 1;
        } catch (error) {
          if (!(error instanceof FieldDecryptionError)) throw error;
          pass.unreadable += 1;
          if (error.keyId && !pass.unreadableKeyIds.includes(error.keyId)) pass.unreadableKeyIds.push(error.keyId);
        }
      }
    }
  });
  // The clear text just replaced may still sit in old copies of its pages.
  if (pass.encrypted + pass.reencrypted > 0) await engine.purgeOldVersions();
  return pass;
}
