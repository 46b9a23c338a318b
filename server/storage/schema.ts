import type { Generated } from 'kysely';

/** What a column of a submitted record holds once stored: booleans as 0/1, lists as JSON text. */
export type SqlValue = string | number | null;

/**
 * The record tables (appointments, callbacks, …). Their columns are named once, in each store's field →
 * column map, which is what every insert and export goes through.
 */
export type RecordRow = {
  id: string;
  created_at: Generated<string>;
  /** The request's Idempotency-Key and a keyed hash of its content; NULL when it came without a key. */
  idempotency_key: string | null;
  idempotency_fingerprint: string | null;
} & { [column: string]: SqlValue | Generated<string> };

export const RECORD_TABLES = ['appointments', 'callbacks', 'contacts', 'assessments', 'patients', 'doctors', 'hospitals'] as const;
export type RecordTableName = (typeof RECORD_TABLES)[number];

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: Generated<string>;
}

export interface DocumentsTable {
  id: string;
  owner_kind: 'doctor' | 'hospital';
  owner_id: string;
  field: string;
  stored_name: string;
  media_type: string;
  size_bytes: number;
  original_name: string | null;
  created_at: Generated<string>;
}

/** PostgreSQL only: the bytes of each upload live beside its row, so every instance can read them. */
export interface DocumentContentsTable {
  document_id: string;
  content: Buffer;
}

/** PostgreSQL only: failed sign-in attempts per e-mail, shared by every instance. */
export interface AuthAttemptsTable {
  key: string;
  attempts: number;
  reset_at: number;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Generated<string>;
}

export type Schema = {
  users: UsersTable;
  documents: DocumentsTable;
  document_contents: DocumentContentsTable;
  auth_attempts: AuthAttemptsTable;
  schema_migrations: SchemaMigrationsTable;
} & Record<RecordTableName, RecordRow>;
