import type { BackupMonitor } from './backup-report';

/** A lag still there is said again this often, not at every check. */
const REPEAT_MS = 5 * 60_000;

/**
 * Checks the backup every `intervalMs` and says so in the server log when it falls behind by more than its
 * threshold (BACKUP_LAG_WARN_SECONDS) or cannot be read, and once more when it has caught up.
 */
export function watchBackupLag(monitor: BackupMonitor, log: { warn: (message: string) => void; info: (message: string) => void }, { intervalMs = 5_000, clock = Date.now } = {}) {
  let behindSince: number | undefined;
  let lastWarning = -Infinity;
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      const report = await monitor.report();
      const now = clock();
      if (report.status === 'lagging' || report.status === 'failing') {
        behindSince ??= now;
        if (now - lastWarning >= REPEAT_MS) {
          lastWarning = now;
          const uploads = report.uploads?.error ? `; uploads: ${report.uploads.error}` : '';
          log.warn(`Backup ${report.status}: the replica (${report.replica}) is ${report.lagSeconds ?? '?'} s behind, over BACKUP_LAG_WARN_SECONDS=${report.lagWarnSeconds}${report.message ? ` (${report.message})` : ''}${uploads}`);
        }
      } else if (behindSince !== undefined && report.status === 'ok') {
        log.info(`Backup caught up: ${report.lagSeconds} s behind after ${Math.round((now - behindSince) / 1000)} s over the threshold`);
        behindSince = undefined;
        lastWarning = -Infinity;
      }
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void check().catch(() => undefined), intervalMs);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}
