import type { LagTracker } from './lag-tracker';
import type { UploadCopyStatus } from './upload-copier';

/** What GET /healthz/backup answers (docs/backups.md, "Watching it"). */
export type BackupReport = {
  /** ok; lagging: behind by more than lagWarnSeconds; failing: the replica's state cannot be read; off: no backup configured. */
  status: 'ok' | 'lagging' | 'failing' | 'off';
  method: 'litestream' | 'postgres-wal-archive' | 'none';
  /** Where the backup goes, without credentials. */
  replica: string | null;
  /** How old the oldest write missing from the replica is: the recovery point if the disk died now. */
  lagSeconds: number | null;
  lagWarnSeconds: number;
  /** Every write up to this time is in the replica. */
  lastSuccessfulBackupAt: string | null;
  uploads?: { lastCopyAt: string | null; lastSnapshotAt: string | null; pendingFiles: number; error: string | null };
  message?: string;
};

/** Something that knows how a backup is doing; asked by the route and by the lag warning. */
export type BackupMonitor = { report: () => Promise<BackupReport> };

const iso = (time: number | undefined) => (time === undefined ? null : new Date(time).toISOString());

export function reportFrom(
  tracker: LagTracker,
  base: { method: BackupReport['method']; replica: string; lagWarnSeconds: number; startedAt: number; now: number },
  uploads?: { status: UploadCopyStatus; intervalMs: number },
): BackupReport {
  const { lagMs, replicatedThrough, error } = tracker.status();
  // Until the first reading nothing is confirmed since this server started.
  const lag = (lagMs ?? base.now - base.startedAt) / 1000;
  const uploadsLate = uploads ? base.now - (uploads.status.lastPassAt ?? base.startedAt) > uploads.intervalMs + base.lagWarnSeconds * 1000 : false;
  const failing = (error !== undefined || uploads?.status.error !== undefined) && (lag > base.lagWarnSeconds || uploadsLate);
  return {
    status: failing ? 'failing' : lag > base.lagWarnSeconds || uploadsLate ? 'lagging' : 'ok',
    method: base.method,
    replica: base.replica,
    lagSeconds: Math.round(lag * 1000) / 1000,
    lagWarnSeconds: base.lagWarnSeconds,
    lastSuccessfulBackupAt: iso(replicatedThrough),
    ...(uploads
      ? {
          uploads: {
            lastCopyAt: iso(uploads.status.lastPassAt),
            lastSnapshotAt: iso(uploads.status.lastSnapshotAt),
            pendingFiles: uploads.status.pendingFiles,
            error: uploads.status.error ?? null,
          },
        }
      : {}),
    ...(error ? { message: error } : {}),
  };
}

export const backupsOff = (lagWarnSeconds: number, message: string): BackupMonitor => ({
  report: async () => ({ status: 'off', method: 'none', replica: null, lagSeconds: null, lagWarnSeconds, lastSuccessfulBackupAt: null, message }),
});
