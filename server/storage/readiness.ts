import { sql } from 'kysely';
import type { StorageEngine } from './engines/storage-engine';

/** A load balancer's probe gives up after a few seconds; a database slower than this is as good as down. */
const DEFAULT_TIMEOUT_MS = 2_000;

export type StorageReadiness = { ready: true } | { ready: false; reason: string; error?: unknown; unappliedMigrations?: string[] };

async function unappliedMigrations(engine: StorageEngine): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(engine.db);
  const applied = new Set(rows.map((row) => row.name));
  return engine.migrations.filter((name) => !applied.has(name));
}

/** Whether the database answers within the timeout and lists every migration this build applies. */
export async function checkStorageReadiness(engine: StorageEngine, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<StorageReadiness> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<StorageReadiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: `The database did not answer within ${timeoutMs} ms` }), timeoutMs);
  });
  const checked = unappliedMigrations(engine).then(
    (missing): StorageReadiness =>
      missing.length === 0 ? { ready: true } : { ready: false, reason: 'The database schema is not up to date', unappliedMigrations: missing },
    (error: unknown): StorageReadiness => ({ ready: false, reason: 'The database is not answering', error }),
  );
  try {
    return await Promise.race([checked, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
