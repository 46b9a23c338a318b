import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { StorageEngine } from './engines/storage-engine';
import type { SavedRecord } from './insert-once';
import type { Schema } from './schema';

export type OwnerKind = 'doctor' | 'hospital';

/** An upload already checked and waiting under its temporary name. */
export type AcceptedDocument = {
  field: string;
  tempPath: string;
  mediaType: 'image/jpeg' | 'image/png';
  extension: 'jpg' | 'png';
  sizeBytes: number;
  originalName: string;
};

/**
 * Saves a record together with its documents in one transaction of its own (not a group commit: its
 * files cannot be placed twice): the row, the document rows and the documents' bytes are all stored,
 * or none is, so a failure leaves neither a row nor a file behind. A retry that finds the record an earlier
 * request stored adds nothing to it.
 */
export function createDocumentStore(engine: StorageEngine) {
  const { db, documentContents } = engine;

  return {
    async saveWithDocuments(ownerKind: OwnerKind, documents: AcceptedDocument[], insertOwner: (trx: Transaction<Schema>) => Promise<SavedRecord>): Promise<SavedRecord> {
      const undos: (() => void)[] = [];
      try {
        return await db.transaction().execute(async (trx) => {
          const owner = await insertOwner(trx);
          if (owner.earlier) return owner;
          for (const document of documents) {
            const id = randomUUID();
            const storedName = `${randomUUID()}.${document.extension}`;
            await trx
              .insertInto('documents')
              .values({
                id,
                owner_kind: ownerKind,
                owner_id: owner.id,
                field: document.field,
                stored_name: storedName,
                media_type: document.mediaType,
                size_bytes: document.sizeBytes,
                original_name: document.originalName.slice(0, 255),
              })
              .execute();
            undos.push(await documentContents.put(trx, { id, storedName, tempPath: document.tempPath }));
          }
          return owner;
        });
      } catch (error) {
        for (const undo of undos) undo();
        throw error;
      }
    },
    /** owner id → "field=stored-name; …", for staff exports. */
    async storedNamesByOwner(ownerKind: OwnerKind): Promise<Map<string, string>> {
      const rows = await db
        .selectFrom('documents')
        .select(['owner_id', 'field', 'stored_name'])
        .where('owner_kind', '=', ownerKind)
        .orderBy('owner_id')
        .orderBy('field')
        .execute();
      const byOwner = new Map<string, string>();
      for (const { owner_id: ownerId, field, stored_name: storedName } of rows) {
        const earlier = byOwner.get(ownerId);
        byOwner.set(ownerId, `${earlier ? `${earlier}; ` : ''}${field}=${storedName}`);
      }
      return byOwner;
    },
  };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;
