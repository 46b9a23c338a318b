import type { StorageEngine } from './engines/storage-engine';

export const ERASABLE_KINDS = ['patient', 'doctor', 'hospital'] as const;
export type ErasableKind = (typeof ERASABLE_KINDS)[number];

const TABLE_OF = { patient: 'patients', doctor: 'doctors', hospital: 'hospitals' } as const;

/**
 * Deletes one registration and its documents in one transaction, then anything kept outside it (files).
 * Returns how many documents it had, or undefined when no such record exists.
 */
export async function eraseRecord(engine: StorageEngine, kind: ErasableKind, id: string): Promise<{ documents: number } | undefined> {
  const names = await engine.db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom(TABLE_OF[kind]).where('id', '=', id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return undefined;
    await trx.deleteFrom('registration_reviews').where('kind', '=', kind).where('registration_id', '=', id).execute();
    if (kind === 'patient') return [];
    const documents = await trx.deleteFrom('documents').where('owner_kind', '=', kind).where('owner_id', '=', id).returning('stored_name').execute();
    return documents.map((document) => document.stored_name);
  });
  if (!names) return undefined;
  engine.documentContents.removeErased(names);
  await engine.purgeOldVersions();
  return { documents: names.length };
}
