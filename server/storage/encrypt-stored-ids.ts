import { FieldDecryptionError, isEncryptedValue, type FieldCipher } from '../security/field-cipher';
import type { Db } from './database';
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
export function encryptStoredIds(db: Db, cipher: FieldCipher): StoredIdsPass {
  const pass: StoredIdsPass = { encrypted: 0, reencrypted: 0, unreadable: 0, unreadableKeyIds: [] };
  const currentPrefix = `enc:v1:${cipher.currentKeyId}:`;
  db.transaction(() => {
    for (const field of PATIENT_ID_FIELDS) {
      const column = PATIENT_ID_COLUMNS[field];
      const context = encryptionContextOf(field);
      const stale = db
        .prepare(`SELECT id, ${column} AS value FROM patients WHERE ${column} IS NOT NULL AND substr(${column}, 1, ?) <> ?`)
        .all(currentPrefix.length, currentPrefix) as { id: string; value: string }[];
      const update = db.prepare(`UPDATE patients SET ${column} = ? WHERE id = ?`);
      for (const { id, value } of stale) {
        const wasEncrypted = isEncryptedValue(value);
        try {
          update.run(cipher.encrypt(wasEncrypted ? cipher.decrypt(value, context) : value, context), id);
          pass[wasEncrypted ? 'reencrypted' : 'encrypted'] += 1;
        } catch (error) {
          if (!(error instanceof FieldDecryptionError)) throw error;
          pass.unreadable += 1;
          if (error.keyId && !pass.unreadableKeyIds.includes(error.keyId)) pass.unreadableKeyIds.push(error.keyId);
        }
      }
    }
  })();
  // The clear text just replaced may still sit in old WAL frames; checkpointing and truncating drops them.
  if (pass.encrypted + pass.reencrypted > 0) db.pragma('wal_checkpoint(TRUNCATE)');
  return pass;
}
