import { readFile } from 'node:fs/promises';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Schema } from '../schema';
import { MAINTENANCE_LOCK_KEY, postgresMigrationNames, runPostgresMigrations } from './postgres-migrations';
import type { StorageEngine } from './storage-engine';

/** Connection failures (class 08), the server shutting down or starting (57P0x), too many connections. */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** pg reports a dropped connection or a pool timeout in words only. */
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended/i;

const codeOf = (error: unknown) => (typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '');

function isUnavailable(error: unknown): boolean {
  if (error instanceof AggregateError) return error.errors.some(isUnavailable);
  const code = codeOf(error);
  if (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODES.has(code)) return true;
  return error instanceof Error && UNAVAILABLE_MESSAGES.test(error.message);
}

export type PostgresEngineOptions = {
  /** Called when an idle connection fails (e.g. the database restarts); the pool replaces it on demand. */
  onIdleConnectionError: (error: Error) => void;
  /** Connections per instance; PostgreSQL allows 100 in all by default. */
  maxConnections?: number;
};

/** Several stateless instances share one PostgreSQL; uploads are stored as rows, committed with their record. */
export async function openPostgresEngine(connectionString: string, options: PostgresEngineOptions): Promise<StorageEngine> {
  const maxConnections = options.maxConnections ?? 10;
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    // While the database is down a request fails within seconds with a 503, instead of hanging.
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    application_name: 'healvia',
  });
  let closing = false;
  // Closing ends the pool's connections; one the server then terminates (a restart, a forced drop) while its
  // socket is still closing is the engine's own doing, not a failure to report.
  pool.on('error', (error) => closing || options.onIdleConnectionError(error));
  // A connection that fails while checked out also emits 'error' on its client, which pg-pool does not
  // listen to: unhandled, it would end the process. The query in flight rejects with the same error
  // (answered with a 503), and the pool drops the client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  try {
    await runPostgresMigrations(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    // Ties within one millisecond are rare and harmless in an export; PostgreSQL keeps no insertion order.
    insertionOrder: (alias) => sql.ref(alias ? `${alias}.id` : 'id'),
    // Leaves connections for reads (sign-in, staff export) while batches commit.
    writeConcurrency: Math.max(1, Math.floor(maxConnections / 2)),
    documentContents: {
      async put(trx, { id, tempPath }) {
        await trx.insertInto('document_contents').values({ document_id: id, content: await readFile(tempPath) }).execute();
        return () => undefined;
      },
      async read({ id }) {
        const row = await db.selectFrom('document_contents').select('content').where('document_id', '=', id).executeTakeFirst();
        return row?.content;
      },
      // The contents go with their document rows (ON DELETE CASCADE).
      removeErased: () => undefined,
    },
    migrations: postgresMigrationNames(),
    isUnavailable,
    isUniqueViolation: (error) => codeOf(error) === '23505',
    // serialization_failure, deadlock_detected
    isTransientConflict: (error) => codeOf(error) === '40001' || codeOf(error) === '40P01',
    async lockForMaintenance(trx) {
      await sql`SELECT pg_advisory_xact_lock(${MAINTENANCE_LOCK_KEY})`.execute(trx);
    },
    async tryLockForJob(trx, key) {
      const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(${key}) AS locked`.execute(trx);
      return rows[0]?.locked === true;
    },
    async purgeOldVersions(tables = ['patients', 'doctors', 'hospitals', 'documents', 'document_contents']) {
      await sql`VACUUM ${sql.join(tables.map((table) => sql.table(table)))}`.execute(db);
    },
    close: () => {
      closing = true;
      return db.destroy();
    },
  };
}
