import { randomUUID } from 'node:crypto';
import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './database';

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
 * Saves a record together with its documents: the row, the document rows and the moves from temporary
 * to final names all happen or none does, so a failure leaves neither a row nor a file behind.
 */
export function createDocumentStore(db: Db, uploadsDir: string) {
  const insert = db.prepare(
    `INSERT INTO documents (id, owner_kind, owner_id, field, stored_name, media_type, size_bytes, original_name)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const storedNames = db.prepare(
    `SELECT owner_id, group_concat(field || '=' || stored_name, '; ') FROM documents
     WHERE owner_kind = ? GROUP BY owner_id`,
  );

  return {
    saveWithDocuments(ownerKind: OwnerKind, documents: AcceptedDocument[], insertOwner: () => string): string {
      const placed: string[] = [];
      try {
        return db.transaction(() => {
          const ownerId = insertOwner();
          for (const document of documents) {
            const storedName = `${randomUUID()}.${document.extension}`;
            insert.run(
              randomUUID(),
              ownerKind,
              ownerId,
              document.field,
              storedName,
              document.mediaType,
              document.sizeBytes,
              document.originalName.slice(0, 255),
            );
            const finalPath = path.join(uploadsDir, storedName);
            renameSync(document.tempPath, finalPath);
            placed.push(finalPath);
          }
          return ownerId;
        })();
      } catch (error) {
        for (const file of placed) rmSync(file, { force: true });
        throw error;
      }
    },
    /** owner id → "field=stored-name; …", for staff exports. */
    storedNamesByOwner(ownerKind: OwnerKind): Map<string, string> {
      return new Map(storedNames.raw().all(ownerKind) as [string, string][]);
    },
  };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;
