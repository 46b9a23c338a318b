import path from 'node:path';
import { REPLICA_DB_DIR_NAME, type ReplicaTarget } from './backup-settings';

export type LitestreamTiming = { syncIntervalMs: number; retentionHours: number };

const quoted = (text: string) => JSON.stringify(text);

/** Litestream checks the WAL this often; a change reaches the replica within this plus the sync interval. */
export const monitorIntervalMs = (syncIntervalMs: number) => Math.max(50, Math.round(syncIntervalMs / 2));

/** The replica's lines of a Litestream 0.3 configuration (credentials come from the environment, never from here). */
function replicaLines(replica: ReplicaTarget, { syncIntervalMs, retentionHours }: LitestreamTiming): string[] {
  const common = [
    `        sync-interval: ${syncIntervalMs}ms`,
    // One full snapshot a day; every write in between is in the WAL segments, so any moment of the retention window can be restored.
    '        snapshot-interval: 24h',
    `        retention: ${retentionHours}h`,
  ];
  if (replica.kind === 'file') return ['      - type: file', `        path: ${quoted(path.join(replica.dir, REPLICA_DB_DIR_NAME))}`, ...common];
  return [
    '      - type: s3',
    `        bucket: ${quoted(replica.bucket)}`,
    `        path: ${quoted(path.posix.join(replica.path, REPLICA_DB_DIR_NAME))}`,
    ...(replica.endpoint ? [`        endpoint: ${quoted(replica.endpoint)}`] : []),
    ...(replica.region ? [`        region: ${quoted(replica.region)}`] : []),
    ...(replica.forcePathStyle ? ['        force-path-style: true'] : []),
    ...common,
  ];
}

/**
 * The configuration `litestream replicate` and `litestream restore` read: one database, one replica, and (for
 * replication) its metrics on a loopback port, which the server reads to know the replica's lag.
 */
export function litestreamConfig({ dbPath, replica, timing, metricsPort }: { dbPath: string; replica: ReplicaTarget; timing: LitestreamTiming; metricsPort?: number }): string {
  return [
    ...(metricsPort === undefined ? [] : [`addr: ${quoted(`127.0.0.1:${metricsPort}`)}`]),
    'dbs:',
    `  - path: ${quoted(dbPath)}`,
    `    monitor-interval: ${monitorIntervalMs(timing.syncIntervalMs)}ms`,
    '    replicas:',
    ...replicaLines(replica, timing),
    '',
  ].join('\n');
}
