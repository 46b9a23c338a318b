import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { StorageEngine } from '../storage/engines/storage-engine';
import { DATABASE_FILE_NAME } from '../storage/database';
import { uploadsDirOf } from '../storage/stores';
import { backupsOff, type BackupMonitor } from './backup-report';
import { DEFAULT_BACKUP_LAG_WARN_SECONDS, type BackupSettings } from './backup-settings';
import { watchBackupLag } from './lag-warning';
import { postgresArchiveMonitor } from './postgres-archive-monitor';
import { startSqliteBackup } from './sqlite-backup';

type BackupOptions = { dataDir: string; databaseUrl: string | undefined; settings: BackupSettings | undefined; lagWarnSeconds: number | undefined };

/**
 * What watches (and on SQLite runs) the backup: Litestream and the uploads copy with BACKUP_REPLICA, PostgreSQL's
 * WAL archive with DATABASE_URL, or nothing to watch. A lag past the threshold is logged as a warning.
 */
export async function startBackups(log: FastifyBaseLogger, engine: StorageEngine, { dataDir, databaseUrl, settings, lagWarnSeconds = DEFAULT_BACKUP_LAG_WARN_SECONDS }: BackupOptions): Promise<{ monitor: BackupMonitor; stop: () => Promise<void> }> {
  const say = { info: (m: string) => log.info(m), warn: (m: string) => log.warn(m), error: (m: string) => log.error(m), debug: (m: string) => log.debug(m) };
  if (databaseUrl) {
    const monitor = postgresArchiveMonitor(engine, { lagWarnSeconds });
    const watch = watchBackupLag(monitor, say, { intervalMs: 15_000 });
    return { monitor, stop: async () => watch.stop() };
  }
  if (!settings) return { monitor: backupsOff(lagWarnSeconds, 'BACKUP_REPLICA is not set: nothing is backed up (README, "Backups and restore")'), stop: async () => undefined };
  const backup = await startSqliteBackup({ dbPath: path.join(dataDir, DATABASE_FILE_NAME), uploadsDir: uploadsDirOf(dataDir), settings, log: say });
  const watch = watchBackupLag(backup, say, { intervalMs: 5_000 });
  return {
    monitor: backup,
    async stop() {
      watch.stop();
      await backup.stop();
    },
  };
}
