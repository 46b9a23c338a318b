import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEFAULT_BACKUP_LAG_WARN_SECONDS,
  DEFAULT_BACKUP_RETENTION_HOURS,
  DEFAULT_BACKUP_SYNC_INTERVAL_MS,
  DEFAULT_BACKUP_UPLOADS_INTERVAL_SECONDS,
  toBackupSettings,
} from '../backup/backup-settings';
import { restorePostgres } from '../backup/postgres-restore';
import { restoreSqlite } from '../backup/sqlite-restore';
import { ConfigError, loadServerConfig } from '../config';
import type { Output } from './cli-stores';

export const USAGE = `Usage: npm run restore -- --to <dir> [--timestamp <ISO 8601>]
       npm run restore -- --postgres --base-backup <dir> --wal-archive <dir> --to <dir> [--timestamp <ISO 8601>]
                          [--port 5432] [--socket-dir <dir>] [--no-start]
  SQLite: restores the database from the replica BACKUP_REPLICA names (Litestream), the latest state or the one
    at --timestamp, and the uploads it refers to from the replica's uploads, into the empty data dir --to; then
    runs PRAGMA integrity_check, checks the migrations, prints each table's rows and reads the ID numbers back
    with FIELD_ENCRYPTION_KEY (and FIELD_ENCRYPTION_RETIRED_KEYS), which are never in the backup.
  PostgreSQL: verifies the base backup (pg_verifybackup), copies it into the empty cluster data dir --to, has
    PostgreSQL replay the WAL archive up to --timestamp (or to its end) and promote, starts it on --port, then
    checks the database DATABASE_URL names (its user, password and name; host 127.0.0.1, --port) the same way.
  Exits 1 when a check fails, 2 on a usage mistake. docs/backups.md has the whole procedure.`;

const OPTIONS = {
  to: { type: 'string' },
  timestamp: { type: 'string' },
  postgres: { type: 'boolean', default: false },
  'base-backup': { type: 'string' },
  'wal-archive': { type: 'string' },
  port: { type: 'string', default: '5432' },
  'socket-dir': { type: 'string' },
  'no-start': { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

const isEmptyOrAbsent = (dir: string) => {
  try {
    return readdirSync(dir).length === 0;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'ENOENT';
  }
};

/** `npm run restore`; returns the exit code. A restore that cannot proceed (no replica, a tool failing) is one message and exit 1. */
export async function runRestoreCommand(argv: string[], env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  try {
    return await restore(argv, env, output);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    output.err(`restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

async function restore(argv: string[], env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, strict: true }));
  } catch (error) {
    output.err(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 2;
  }
  if (values.help) {
    output.out(`${USAGE}\n`);
    return 0;
  }
  const usage = (message: string) => (output.err(`${message}\n${USAGE}\n`), 2);
  if (!values.to) return usage('--to is required: the empty directory to restore into');
  const to = path.resolve(values.to);
  if (!isEmptyOrAbsent(to)) return usage(`--to ${to} is not empty: restore into a new or empty directory`);
  const timestamp = values.timestamp === undefined ? undefined : Date.parse(values.timestamp);
  if (timestamp !== undefined && Number.isNaN(timestamp)) return usage(`--timestamp "${values.timestamp}" is not an ISO 8601 time like 2026-11-29T09:30:00Z`);
  const at = timestamp === undefined ? undefined : new Date(timestamp).toISOString();

  let problems = 0;
  const checks = { line: (text: string) => output.out(`${text}\n`), problem: (text: string) => (problems++, output.err(`PROBLEM: ${text}\n`)) };
  // The keys and the database's name only: a restore needs no BACKUP_REPLICA keys check or data dir of its own.
  const { BACKUP_REPLICA: replica, ...rest } = env;
  const config = loadServerConfig({ ...rest, DATA_DIR: to });
  const keys = config.fieldEncryption;

  if (values.postgres) {
    if (!values['base-backup'] || !values['wal-archive']) return usage('--postgres needs --base-backup and --wal-archive');
    const port = Number(values.port);
    if (!Number.isInteger(port) || port < 1 || port > 65_535) return usage(`--port ${values.port} is not a port number`);
    if (!config.databaseUrl) return usage('DATABASE_URL is required with --postgres: the database to check, as the server will reach it');
    const checkUrl = new URL(config.databaseUrl);
    checkUrl.hostname = '127.0.0.1';
    checkUrl.port = String(port);
    await restorePostgres({
      baseBackup: path.resolve(values['base-backup']),
      walArchive: path.resolve(values['wal-archive']),
      to,
      timestamp: at,
      port,
      socketDir: values['socket-dir'],
      start: !values['no-start'],
      checkUrl: checkUrl.href,
      keys,
      output: checks,
    });
    return problems > 0 ? 1 : 0;
  }

  if (!replica) return usage('BACKUP_REPLICA is required: the replica the server wrote to (a directory or an s3:// URL)');
  const settings = toBackupSettings(
    {
      replica,
      uploadsDir: env.BACKUP_UPLOADS_DIR,
      syncIntervalMs: DEFAULT_BACKUP_SYNC_INTERVAL_MS,
      uploadsIntervalSeconds: DEFAULT_BACKUP_UPLOADS_INTERVAL_SECONDS,
      retentionHours: DEFAULT_BACKUP_RETENTION_HOURS,
      lagWarnSeconds: DEFAULT_BACKUP_LAG_WARN_SECONDS,
    },
    to,
  );
  if (Array.isArray(settings)) return usage(settings.join('\n'));
  await restoreSqlite({ to, timestamp: at, settings, keys, output: checks });
  return problems > 0 ? 1 : 0;
}
