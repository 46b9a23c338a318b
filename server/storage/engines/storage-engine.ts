import type { Readable } from 'node:stream';
import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { Schema } from '../schema';

/** Where the bytes of accepted uploads go: files in DATA_DIR/uploads (SQLite) or rows beside their record (PostgreSQL). */
export type DocumentContents = {
  /** Stores the upload waiting at `tempPath` inside `trx`; the returned undo runs if that transaction does not commit. */
  put(trx: Transaction<Schema>, document: { id: string; storedName: string; tempPath: string }): Promise<() => void>;
  /** The bytes of a stored upload (a stream from disk, or the row's bytes); undefined when they are missing. */
  read(document: { id: string; storedName: string }): Promise<Readable | Buffer | undefined>;
  /** Called once the rows of erased documents are deleted and committed. */
  removeErased(storedNames: string[]): void;
};

/**
 * What differs between the two engines. Everything else — every query — is written once with Kysely
 * in the stores and runs unchanged on both.
 */
export type StorageEngine = {
  db: Kysely<Schema>;
  /** Breaks ties between rows created in the same millisecond, in insertion order where the engine keeps one. */
  insertionOrder: (tableAlias?: string) => RawBuilder<unknown>;
  documentContents: DocumentContents;
  /** How many group-commit transactions may be open at once (SQLite has one writer). */
  writeConcurrency: number;
  /** The migration files this engine applies at start, all of which `schema_migrations` must list. */
  migrations: readonly string[];
  /** The error means the database cannot be reached or cannot write now, not that the record is wrong. */
  isUnavailable(error: unknown): boolean;
  isUniqueViolation(error: unknown): boolean;
  /** The transaction lost a deadlock or a serialization check: running it again may well succeed. */
  isTransientConflict(error: unknown): boolean;
  /** Serialises start-up maintenance across instances sharing the database (inside `trx`). */
  lockForMaintenance(trx: Transaction<Schema>): Promise<void>;
  /** Takes the lock `key` until `trx` ends, unless another instance holds it: then false, without waiting. */
  tryLockForJob(trx: Transaction<Schema>, key: number): Promise<boolean>;
  /** Drops old copies of rewritten or deleted rows, so erased personal data does not linger on disk (`tables`: the registrations' by default). */
  purgeOldVersions(tables?: readonly string[]): Promise<void>;
  close(): Promise<void>;
};
