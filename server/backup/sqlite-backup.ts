import path from 'node:path';
import type { BackupSettings } from './backup-settings';
import { reportFrom, type BackupMonitor } from './backup-report';
import { createLagTracker } from './lag-tracker';
import { litestreamConfig } from './litestream-config';
import { readLitestreamPositions } from './litestream-metrics';
import { freeLoopbackPort, startLitestream } from './litestream-process';
import { startUploadCopier } from './upload-copier';

type Log = { info: (message: string) => void; warn: (message: string) => void; error: (message: string) => void; debug: (message: string) => void };

/** Litestream's configuration, beside the database it names (no secret in it: credentials stay in the environment). */
const LITESTREAM_CONFIG_FILE_NAME = 'litestream.yml';

/** Litestream's metrics are read this often: the lag's resolution. */
const READ_INTERVAL_MS = 500;

export type SqliteBackup = BackupMonitor & { stop: () => Promise<void> };

/**
 * Continuous backup of the SQLite data dir: Litestream replicates the database (its WAL, every sync interval),
 * and the server copies uploads. The keys in DATA_DIR are never part of either (docs/backups.md).
 */
export async function startSqliteBackup({ dbPath, uploadsDir, settings, log, clock = Date.now }: { dbPath: string; uploadsDir: string; settings: BackupSettings; log: Log; clock?: () => number }): Promise<SqliteBackup> {
  const startedAt = clock();
  const metricsPort = await freeLoopbackPort();
  const litestream = startLitestream(
    litestreamConfig({ dbPath, replica: settings.replica, timing: { syncIntervalMs: settings.syncIntervalMs, retentionHours: settings.retentionHours }, metricsPort }),
    path.join(path.dirname(dbPath), LITESTREAM_CONFIG_FILE_NAME),
    log,
  );
  const copier = startUploadCopier({
    uploadsDir,
    replicaDir: settings.uploadsDir,
    intervalMs: settings.uploadsIntervalMs,
    retentionHours: settings.retentionHours,
    warn: log.warn,
    clock,
  });
  const tracker = createLagTracker(clock);
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let reading: Promise<void> = Promise.resolve();
  const read = () => {
    reading = readLitestreamPositions(metricsUrl, dbPath)
      .then(({ written, replicated }) => tracker.observe(written, replicated))
      .catch((error: unknown) => tracker.failed(`Litestream's state cannot be read: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(read, READ_INTERVAL_MS);
      });
  };
  read();
  log.info(`Backup: Litestream replicates the database to ${settings.replicaLabel} every ${settings.syncIntervalMs} ms; uploads are copied to ${settings.uploadsDir} every ${settings.uploadsIntervalMs / 1000} s`);

  return {
    report: async () =>
      reportFrom(
        tracker,
        { method: 'litestream', replica: settings.replicaLabel, lagWarnSeconds: settings.lagWarnSeconds, startedAt, now: clock() },
        { status: copier.status(), intervalMs: settings.uploadsIntervalMs },
      ),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await reading;
      await copier.stop();
      await litestream.stop();
    },
  };
}
