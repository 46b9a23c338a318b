import type { StorageEngine } from './engines/storage-engine';
import { openPostgresEngine } from './engines/postgres-engine';
import { openSqliteEngine } from './engines/sqlite-engine';
import { uploadsDirOf } from './stores';

export type StorageSettings = {
  /** Holds the SQLite database and uploads/ when there is no databaseUrl. */
  dataDir: string;
  /** postgres://… to store everything in that PostgreSQL instead, shared by any number of instances. */
  databaseUrl?: string;
  /** Connections per instance to PostgreSQL. */
  databasePoolSize?: number;
};

/** Opens the configured engine with its schema up to date. */
export async function openStorage(settings: StorageSettings, warn: (message: string) => void): Promise<StorageEngine> {
  if (!settings.databaseUrl) return openSqliteEngine(settings.dataDir, uploadsDirOf(settings.dataDir));
  return openPostgresEngine(settings.databaseUrl, {
    maxConnections: settings.databasePoolSize,
    onIdleConnectionError: (error) => warn(`A PostgreSQL connection closed (${error.message}); it is replaced on the next request`),
  });
}
