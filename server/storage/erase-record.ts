import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './database';
import { uploadsDirOf } from './stores';

export const ERASABLE_KINDS = ['patient', 'doctor', 'hospital'] as const;
export type ErasableKind = (typeof ERASABLE_KINDS)[number];

const TABLE_OF: Record<ErasableKind, string> = { patient: 'patients', doctor: 'doctors', hospital: 'hospitals' };

/**
 * Deletes one registration and its document rows in one transaction, then its files. Returns how many
 * documents it had, or undefined when no such record exists. A file already gone is not an error.
 */
export function eraseRecord(db: Db, dataDir: string, kind: ErasableKind, id: string): { documents: number } | undefined {
  const storedNames = db.prepare('SELECT stored_name FROM documents WHERE owner_kind = ? AND owner_id = ?').pluck();
  const erase = db.transaction(() => {
    const names = storedNames.all(kind, id) as string[];
    const { changes } = db.prepare(`DELETE FROM ${TABLE_OF[kind]} WHERE id = ?`).run(id);
    if (changes === 0) return undefined;
    db.prepare('DELETE FROM documents WHERE owner_kind = ? AND owner_id = ?').run(kind, id);
    return names;
  });
  const names = erase();
  if (!names) return undefined;
  for (const name of names) rmSync(path.join(uploadsDirOf(dataDir), path.basename(name)), { force: true });
  // Old copies of the erased pages may still be in the write-ahead log until it is checkpointed.
  db.pragma('wal_checkpoint(TRUNCATE)');
  return { documents: names.length };
}
