import { renameSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { Statement } from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { openDatabase, sqliteMigrationNames, type Db } from '../database';
import type { Schema } from '../schema';
import type { StorageEngine } from './storage-engine';

/** SQLITE_BUSY (another process holds the lock past busy_timeout), a full disk, an I/O failure. */
const UNAVAILABLE_CODES = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN|READONLY)/;

const codeOf = (error: unknown) => (typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '');

/** Kysely prepares every query it runs; the SQL it builds is a small fixed set, so prepare each once. */
function withStatementCache(db: Db) {
  const statements = new Map<string, Statement>();
  return {
    close: () => db.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        statement = db.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/** The embedded default: one SQLite file in dataDir (WAL, synchronous=FULL); uploads as files in uploadsDir. */
export function openSqliteEngine(dataDir: string, uploadsDir: string): StorageEngine {
  const raw = openDatabase(dataDir);
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: withStatementCache(raw) }) });
  return {
    db,
    insertionOrder: (alias) => sql.ref(alias ? `${alias}.rowid` : 'rowid'),
    writeConcurrency: 1,
    documentContents: {
      async put(_trx, { storedName, tempPath }) {
        const finalPath = path.join(uploadsDir, storedName);
        renameSync(tempPath, finalPath);
        return () => rmSync(finalPath, { force: true });
      },
      async read({ storedName }) {
        try {
          const handle = await open(path.join(uploadsDir, path.basename(storedName)), 'r');
          return handle.createReadStream();
        } catch (error) {
          if (codeOf(error) === 'ENOENT') return undefined;
          throw error;
        }
      },
      removeErased(storedNames) {
        for (const name of storedNames) rmSync(path.join(uploadsDir, path.basename(name)), { force: true });
      },
    },
    migrations: sqliteMigrationNames(),
    isUnavailable: (error) => UNAVAILABLE_CODES.test(codeOf(error)),
    isUniqueViolation: (error) => /^SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY)$/.test(codeOf(error)),
    // One writer: transactions never wait on each other's rows.
    isTransientConflict: () => false,
    // One process owns the file; a write transaction is already exclusive.
    lockForMaintenance: async () => {},
    // One server process owns the file. Another (the leads command) waits for the write lock, and jobs claim
    // their rows with a write, so they never take the same rows twice.
    tryLockForJob: async () => true,
    async purgeOldVersions() {
      // Old copies of rewritten or deleted pages stay in the write-ahead log until it is checkpointed.
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    },
    close: () => db.destroy(),
  };
}
