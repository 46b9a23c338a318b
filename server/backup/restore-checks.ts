import { createFieldCipher, FieldDecryptionError, isEncryptedValue, type FieldKey } from '../security/field-cipher';
import { encryptionContextOf, PATIENT_ID_COLUMNS, PATIENT_ID_FIELDS } from '../storage/patient-id-columns';

/** One statement's rows, on whichever engine was restored. */
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

export type CheckOutput = { line: (text: string) => void; problem: (text: string) => void };

const count = (value: unknown) => Number(value).toLocaleString('en-US');

/** Every migration of this build applied, and none this build does not know (a backup of a newer version). */
export async function checkMigrations(query: Query, known: readonly string[], output: CheckOutput): Promise<void> {
  const applied = (await query('SELECT name FROM schema_migrations ORDER BY name')).map((row) => String(row.name));
  const unknown = applied.filter((name) => !known.includes(name));
  const pending = known.filter((name) => !applied.includes(name));
  if (unknown.length > 0) output.problem(`migrations: ${unknown.join(', ')} are not in this version of the code: restore with the version that wrote the backup`);
  else if (pending.length > 0) output.line(`migrations: ${applied.length} of ${known.length} applied; the server applies the other ${pending.length} when it starts (${pending.join(', ')})`);
  else output.line(`migrations: all ${known.length} applied`);
}

/** The row count of each table, aligned; returns them for the caller's own checks. */
export async function printRowCounts(query: Query, tables: string[], output: CheckOutput): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = Number((await query(`SELECT COUNT(*) AS n FROM "${table.replace(/"/g, '""')}"`))[0]?.n ?? 0);
  const width = Math.max(0, ...tables.map((table) => table.length));
  output.line('rows:');
  for (const table of tables) output.line(`  ${table.padEnd(width)}  ${count(counts[table]).padStart(12)}`);
  return counts;
}

/**
 * Reads every stored ID number back with the keys of the environment (FIELD_ENCRYPTION_KEY and
 * FIELD_ENCRYPTION_RETIRED_KEYS), which never travel with the backup: the proof that the keys kept apart match it.
 */
export async function checkIdNumbers(query: Query, keys: { current?: FieldKey; retired: FieldKey[] }, output: CheckOutput): Promise<void> {
  const columns = PATIENT_ID_FIELDS.map((field) => ({ column: PATIENT_ID_COLUMNS[field], context: encryptionContextOf(field) }));
  const values: { stored: string; context: string }[] = [];
  for (const { column, context } of columns) {
    for (const row of await query(`SELECT ${column} AS value FROM patients WHERE ${column} IS NOT NULL`)) values.push({ stored: String(row.value), context });
  }
  const encrypted = values.filter(({ stored }) => isEncryptedValue(stored));
  if (!keys.current) {
    const note = encrypted.length > 0 ? 'set FIELD_ENCRYPTION_KEY (and FIELD_ENCRYPTION_RETIRED_KEYS) from where you keep them, and run the restore again to check them' : 'none stored';
    output.line(`ID numbers: ${count(encrypted.length)} encrypted; no key in the environment, so not checked (${note})`);
    return;
  }
  const byId = new Map([keys.current, ...keys.retired].map(({ id, key }) => [id, key]));
  const cipher = createFieldCipher({ current: keys.current, byId });
  const unreadable = new Map<string, number>();
  for (const { stored, context } of encrypted) {
    try {
      cipher.decrypt(stored, context);
    } catch (error) {
      if (!(error instanceof FieldDecryptionError)) throw error;
      const keyId = error.keyId ?? 'altered';
      unreadable.set(keyId, (unreadable.get(keyId) ?? 0) + 1);
    }
  }
  const failed = [...unreadable.values()].reduce((sum, n) => sum + n, 0);
  const clear = values.length - encrypted.length;
  const clearNote = clear > 0 ? `; ${count(clear)} still in clear text (the server encrypts them when it starts)` : '';
  if (failed === 0) output.line(`ID numbers: all ${count(encrypted.length)} encrypted ones decrypt with the keys of the environment${clearNote}`);
  else output.problem(`ID numbers: ${count(failed)} of ${count(encrypted.length)} do not decrypt with the keys of the environment (by key id: ${[...unreadable].map(([id, n]) => `${id} ${n}`).join(', ')}); add the missing key to FIELD_ENCRYPTION_RETIRED_KEYS`);
}
