import { appendFileSync, chownSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { FieldKey } from '../security/field-cipher';
import { postgresMigrationNames } from '../storage/engines/postgres-migrations';
import { postgresOwner, runPostgresTool } from './postgres-tools';
import { checkIdNumbers, checkMigrations, printRowCounts, type CheckOutput } from './restore-checks';

export type PostgresRestoreOptions = {
  /** A plain-format base backup (pg_basebackup -Fp) with its backup_manifest. */
  baseBackup: string;
  /** The directory archive_command copies each WAL segment into. */
  walArchive: string;
  /** The new cluster's data dir: empty or absent. */
  to: string;
  /** Replay up to this moment (recovery_target_time); to the end of the archive when absent. */
  timestamp?: string;
  port: number;
  /** Where the new cluster puts its Unix socket; the base backup's setting when absent. */
  socketDir?: string;
  /** Start the cluster, wait for recovery to end, and check the database; false only prepares the data dir. */
  start: boolean;
  /** The database to check, as the server will reach it on the new cluster. */
  checkUrl: string;
  keys: { current?: FieldKey; retired: FieldKey[] };
  output: CheckOutput;
};

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Settings of the restored cluster, appended where ALTER SYSTEM writes (they win over postgresql.conf). */
function recoverySettings({ walArchive, timestamp, port, socketDir }: PostgresRestoreOptions): string {
  return [
    '',
    '# Point-in-time restore (npm run restore -- --postgres, docs/backups.md)',
    `restore_command = ${literal(`cp "${path.resolve(walArchive)}/%f" "%p"`)}`,
    ...(timestamp ? [`recovery_target_time = ${literal(timestamp)}`] : []),
    "recovery_target_action = 'promote'",
    `port = ${port}`,
    ...(socketDir ? [`unix_socket_directories = ${literal(path.resolve(socketDir))}`] : []),
    '',
  ].join('\n');
}

/** Until recovery has ended and the new cluster takes writes (it accepts read-only connections before). */
async function waitForPromotion(url: string, timeoutMs: number): Promise<string | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      const { rows } = await client.query<{ recovering: boolean; replayed: Date | null }>('SELECT pg_is_in_recovery() AS recovering, pg_last_xact_replay_timestamp() AS replayed');
      if (rows[0] && !rows[0].recovering) return rows[0].replayed ? rows[0].replayed.toISOString() : null;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    } finally {
      await client.end().catch(() => undefined);
    }
    if (Date.now() > deadline) throw new Error(`recovery did not end within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

async function checkDatabase(url: string, options: PostgresRestoreOptions): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const query = async (text: string) => (await client.query<Record<string, unknown>>(text)).rows;
    await checkMigrations(query, postgresMigrationNames(), options.output);
    const tables = (await query("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")).map((row) => String(row.tablename));
    const counts = await printRowCounts(query, tables, options.output);
    const documents = counts.documents ?? 0;
    const contents = counts.document_contents ?? 0;
    if (documents === contents) options.output.line(`uploads: all ${documents} documents' contents restored (they are rows of the database)`);
    else options.output.problem(`uploads: ${documents} documents but ${contents} stored contents`);
    await checkIdNumbers(query, options.keys, options.output);
  } finally {
    await client.end();
  }
}

/**
 * A point-in-time restore: verifies the base backup against its manifest, copies it into `to`, has PostgreSQL
 * replay the archived WAL up to `timestamp` (or all of it) and promote, then checks the database.
 */
export async function restorePostgres(options: PostgresRestoreOptions): Promise<void> {
  const { baseBackup, to, output } = options;
  const started = performance.now();
  await runPostgresTool('pg_verifybackup', ['--no-parse-wal', baseBackup]);
  output.line(`base backup ${baseBackup}: verified against its manifest (pg_verifybackup) in ${seconds(started)}`);
  mkdirSync(to, { recursive: true, mode: 0o700 });
  const owner = process.getuid?.() === 0 ? postgresOwner() : undefined;
  if (owner) chownSync(to, owner.uid, owner.gid);
  await runPostgresTool('/bin/cp', ['-a', `${path.resolve(baseBackup)}/.`, to]);
  const autoConf = path.join(to, 'postgresql.auto.conf');
  const signal = path.join(to, 'recovery.signal');
  appendFileSync(autoConf, recoverySettings(options));
  writeFileSync(signal, '');
  if (owner) for (const file of [autoConf, signal]) chownSync(file, owner.uid, owner.gid);
  output.line(`data dir ${to}: base backup copied, recovery set up (${options.timestamp ? `until ${options.timestamp}` : 'to the end of the archive'}) in ${seconds(started)}`);
  if (!options.start) {
    output.line(`Not started (--no-start). Start it (pg_ctl -D ${to} start, or your service) and it replays ${options.walArchive}, then promotes.`);
    return;
  }
  const recoveryStarted = performance.now();
  await runPostgresTool('pg_ctl', ['-D', to, '-l', path.join(to, 'restore.log'), '-w', '-t', '3600', 'start']);
  const replayed = await waitForPromotion(options.checkUrl, 3_600_000);
  output.line(`recovered and promoted in ${seconds(recoveryStarted)}; the last transaction replayed committed at ${replayed ?? 'unknown (none after the base backup)'}`);
  await checkDatabase(options.checkUrl, options);
  output.line(`Done in ${seconds(started)}. PostgreSQL runs on port ${options.port} (stop it with pg_ctl -D ${to} stop). The keys are not in the backup: start the server with DATABASE_URL, JWT_SECRET and FIELD_ENCRYPTION_KEY from where you keep them.`);
}
