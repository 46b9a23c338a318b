import type { Readable } from 'node:stream';
import type { RegistrationKind } from '@/features/staff/api/registration-status';
import type { FieldCipher } from '../security/field-cipher';
import type { StorageEngine } from './engines/storage-engine';
import { withoutIdempotencyColumns } from './insert-once';
import { encryptionContextOf, PATIENT_ID_FIELDS, type PatientIdField } from './patient-id-columns';
import { REGISTRATION_TABLES } from './registration-reviews';

export type StoredDocument = {
  id: string;
  ownerKind: 'doctor' | 'hospital';
  ownerId: string;
  field: string;
  mediaType: string;
  sizeBytes: number;
  storedName: string;
};

/** What staff read of a registration: its row as stored (ID numbers still encrypted), its uploads and their bytes. */
export function createRegistrationRecords(engine: StorageEngine, cipher: FieldCipher) {
  const { db } = engine;
  const selectDocuments = () =>
    db.selectFrom('documents').select(['id', 'owner_kind', 'owner_id', 'field', 'media_type', 'size_bytes', 'stored_name']);
  type DocumentRow = Awaited<ReturnType<ReturnType<typeof selectDocuments>['executeTakeFirstOrThrow']>>;
  const toDocument = (row: DocumentRow): StoredDocument => ({
    id: row.id,
    ownerKind: row.owner_kind,
    ownerId: row.owner_id,
    field: row.field,
    mediaType: row.media_type,
    sizeBytes: Number(row.size_bytes),
    storedName: row.stored_name,
  });

  return {
    /** The registration's columns as stored, or undefined. */
    async row(kind: RegistrationKind, id: string): Promise<Record<string, unknown> | undefined> {
      const row = await db.selectFrom(REGISTRATION_TABLES[kind]).selectAll().where('id', '=', id).executeTakeFirst();
      return row ? withoutIdempotencyColumns(row) : undefined;
    },
    /** One column of one registration: undefined without such a registration, null when the column is empty. */
    async column(kind: RegistrationKind, id: string, column: string): Promise<string | null | undefined> {
      const row = await db.selectFrom(REGISTRATION_TABLES[kind]).select(column).where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const value = (row as Record<string, unknown>)[column];
      return value === null || value === undefined ? null : String(value);
    },
    /** A patient's ID number in clear: only for a reveal, once its audit entry is written. */
    revealIdNumber(field: string, stored: string): string {
      if (!PATIENT_ID_FIELDS.includes(field as PatientIdField)) throw new Error(`${field} is not an encrypted ID number`);
      return cipher.decrypt(stored, encryptionContextOf(field as PatientIdField));
    },
    async documentsOf(kind: RegistrationKind, id: string): Promise<StoredDocument[]> {
      if (kind === 'patient') return [];
      const rows = await selectDocuments().where('owner_kind', '=', kind).where('owner_id', '=', id).orderBy('created_at').orderBy('field').execute();
      return rows.map(toDocument);
    },
    async findDocument(documentId: string): Promise<StoredDocument | undefined> {
      const row = await selectDocuments().where('id', '=', documentId).executeTakeFirst();
      return row ? toDocument(row) : undefined;
    },
    contentOf: (document: StoredDocument): Promise<Readable | Buffer | undefined> =>
      engine.documentContents.read({ id: document.id, storedName: document.storedName }),
  };
}

export type RegistrationRecords = ReturnType<typeof createRegistrationRecords>;
