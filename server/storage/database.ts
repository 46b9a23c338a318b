import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

export type Db = Database.Database;

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/sqlite/', import.meta.url));
export const DATABASE_FILE_NAME = 'healvia.sqlite';

/** Opens (creating when needed) the database in dataDir and brings its schema up to date. */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DATABASE_FILE_NAME));
  db.pragma('journal_mode = WAL');
  // FULL: a lead acknowledged with a 2xx survives a power cut, not just a process crash.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Deleted and rewritten rows are zeroed, so erased or re-encrypted personal data does not linger in free pages.
  db.pragma('secure_delete = ON');
  runMigrations(db);
  return db;
}

/** The migration files, in the order they are applied. */
export function sqliteMigrationNames(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort();
}

function runMigrations(db: Db): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ) STRICT`);
  const applied = new Set(db.prepare('SELECT name FROM schema_migrations').pluck().all() as string[]);
  const pending = sqliteMigrationNames().filter((file) => !applied.has(file));
  const record = db.prepare('INSERT INTO schema_migrations (name) VALUES (?)');
  for (const file of pending) {
    const sql = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      record.run(file);
    })();
  }
}
