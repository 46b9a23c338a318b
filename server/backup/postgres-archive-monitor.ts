import { sql } from 'kysely';
import type { StorageEngine } from '../storage/engines/storage-engine';
import { reportFrom, type BackupMonitor } from './backup-report';
import { createLagTracker } from './lag-tracker';

type ArchiverRow = {
  archive_mode: string;
  last_archived_wal: string | null;
  last_failed_wal: string | null;
  last_failed_time: Date | string | null;
  written: string;
  segment_bytes: string;
};

/** Where the last archived segment ends: segment files are named timeline, log, segment (8 hex digits each). */
function archivedThrough(walName: string | null, segmentBytes: number): number {
  if (!walName || !/^[0-9A-F]{24}$/.test(walName)) return 0;
  const log = Number.parseInt(walName.slice(8, 16), 16);
  const segment = Number.parseInt(walName.slice(16, 24), 16);
  return (log * (2 ** 32 / segmentBytes) + segment + 1) * segmentBytes;
}

/**
 * The WAL archive's lag, read from the server itself (pg_stat_archiver): how old the oldest WAL not yet archived
 * is. With `archive_timeout` set, a quiet server's partly filled segment is archived at least that often.
 */
export function postgresArchiveMonitor(engine: StorageEngine, { lagWarnSeconds, clock = Date.now }: { lagWarnSeconds: number; clock?: () => number }): BackupMonitor {
  const startedAt = clock();
  const tracker = createLagTracker(clock);
  return {
    async report() {
      let row: ArchiverRow | undefined;
      try {
        ({ rows: [row] } = await sql<ArchiverRow>`SELECT current_setting('archive_mode') AS archive_mode, a.last_archived_wal, a.last_failed_wal, a.last_failed_time,
            pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text AS written,
            (SELECT setting FROM pg_settings WHERE name = 'wal_segment_size') AS segment_bytes
          FROM pg_stat_archiver a`.execute(engine.db));
      } catch (error) {
        tracker.failed(`pg_stat_archiver cannot be read: ${error instanceof Error ? error.message : String(error)}`);
      }
      const base = { method: 'postgres-wal-archive' as const, replica: 'archive_command (see postgresql.conf)', lagWarnSeconds, startedAt, now: clock() };
      if (row && row.archive_mode === 'off') {
        return { ...reportFrom(tracker, base), status: 'off', lagSeconds: null, lastSuccessfulBackupAt: null, message: 'archive_mode is off: WAL is not archived (docs/backups.md, "PostgreSQL")' };
      }
      if (row) {
        tracker.observe(Number(row.written), archivedThrough(row.last_archived_wal, Number(row.segment_bytes)));
        const failedRecently = row.last_failed_wal !== null && row.last_failed_wal > (row.last_archived_wal ?? '');
        if (failedRecently) tracker.failed(`archive_command failed for ${row.last_failed_wal} at ${new Date(row.last_failed_time ?? 0).toISOString()}`);
      }
      return reportFrom(tracker, base);
    },
  };
}
