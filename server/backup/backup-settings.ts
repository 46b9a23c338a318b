import path from 'node:path';

/** Where the SQLite database's replica goes: a directory on another disk, or an S3-compatible bucket. */
export type ReplicaTarget =
  | { kind: 'file'; dir: string }
  | { kind: 's3'; bucket: string; path: string; endpoint?: string; region?: string; forcePathStyle: boolean };

/** Continuous backups of the SQLite data dir (docs/backups.md); PostgreSQL archives its WAL itself. */
export type BackupSettings = {
  replica: ReplicaTarget;
  /** The replica as it may be logged and shown: never a credential. */
  replicaLabel: string;
  /** Where uploads are copied: `<replica>/uploads` for a directory replica, BACKUP_UPLOADS_DIR for a bucket. */
  uploadsDir: string;
  /** Litestream's `sync-interval` (and half of it its `monitor-interval`): the recovery point's main part. */
  syncIntervalMs: number;
  /** How often new uploads are copied to the replica. */
  uploadsIntervalMs: number;
  /** Snapshots and WAL (and daily upload snapshots) kept this long: the window of a point-in-time restore. */
  retentionHours: number;
  /** A warning in the server log when the replica is further behind than this. */
  lagWarnSeconds: number;
};

export const DEFAULT_BACKUP_SYNC_INTERVAL_MS = 250;
export const DEFAULT_BACKUP_UPLOADS_INTERVAL_SECONDS = 60;
export const DEFAULT_BACKUP_RETENTION_HOURS = 168;
export const DEFAULT_BACKUP_LAG_WARN_SECONDS = 60;

/** The database's replica inside a directory replica; uploads go beside it. */
export const REPLICA_DB_DIR_NAME = 'db';
export const REPLICA_UPLOADS_DIR_NAME = 'uploads';

/** `s3://bucket/path?endpoint=https://host&region=r&force-path-style=true`, or a directory (a path or file:// URL). */
export function parseReplica(text: string): ReplicaTarget | string {
  if (text.startsWith('s3://')) {
    if (!URL.canParse(text)) return 'BACKUP_REPLICA: not a URL like s3://bucket/path';
    const url = new URL(text);
    if (!url.hostname) return 'BACKUP_REPLICA: the s3:// URL names no bucket';
    const endpoint = url.searchParams.get('endpoint') ?? undefined;
    if (endpoint !== undefined && !URL.canParse(endpoint)) return 'BACKUP_REPLICA: endpoint= must be a URL like https://s3.example.com';
    return {
      kind: 's3',
      bucket: url.hostname,
      path: decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, '')) || 'healvia',
      endpoint,
      region: url.searchParams.get('region') ?? undefined,
      forcePathStyle: url.searchParams.get('force-path-style') === 'true',
    };
  }
  if (text.startsWith('file://')) return URL.canParse(text) ? { kind: 'file', dir: new URL(text).pathname } : 'BACKUP_REPLICA: not a file:// URL';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return 'BACKUP_REPLICA: a directory path, a file:// URL or an s3:// URL';
  return { kind: 'file', dir: path.resolve(text) };
}

export const describeReplica = (replica: ReplicaTarget): string =>
  replica.kind === 'file' ? replica.dir : `s3://${replica.bucket}/${replica.path}${replica.endpoint ? ` at ${new URL(replica.endpoint).host}` : ''}`;

const isInside = (inner: string, outer: string) => (path.resolve(inner) + path.sep).startsWith(path.resolve(outer) + path.sep);

type BackupEnv = {
  replica: string;
  uploadsDir: string | undefined;
  syncIntervalMs: number;
  uploadsIntervalSeconds: number;
  retentionHours: number;
  lagWarnSeconds: number;
};

/** The settings, or the problems to report (a replica on the data dir's own disk protects nothing). */
export function toBackupSettings(env: BackupEnv, dataDir: string): BackupSettings | string[] {
  const replica = parseReplica(env.replica);
  if (typeof replica === 'string') return [replica];
  const problems: string[] = [];
  if (replica.kind === 'file' && (isInside(replica.dir, dataDir) || isInside(dataDir, replica.dir))) {
    problems.push('BACKUP_REPLICA: must lie outside DATA_DIR (and not contain it): a lost disk would take both');
  }
  const uploadsDir = env.uploadsDir ? path.resolve(env.uploadsDir) : replica.kind === 'file' ? path.join(replica.dir, REPLICA_UPLOADS_DIR_NAME) : undefined;
  if (!uploadsDir) problems.push('BACKUP_UPLOADS_DIR: set it with an s3:// BACKUP_REPLICA: the directory (another disk, or a mounted bucket) uploads are copied to');
  else if (isInside(uploadsDir, dataDir)) problems.push('BACKUP_UPLOADS_DIR: must lie outside DATA_DIR');
  if (problems.length > 0 || !uploadsDir) return problems;
  return {
    replica,
    replicaLabel: describeReplica(replica),
    uploadsDir,
    syncIntervalMs: env.syncIntervalMs,
    uploadsIntervalMs: env.uploadsIntervalSeconds * 1000,
    retentionHours: env.retentionHours,
    lagWarnSeconds: env.lagWarnSeconds,
  };
}
