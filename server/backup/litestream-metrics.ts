import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The first sample of each metric in Prometheus's text format, labels ignored (one database, one replica). */
export function parseMetrics(text: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{[^}]*\})?\s+(\S+)/.exec(line);
    if (!match?.[1] || values.has(match[1])) continue;
    const value = Number(match[2]);
    if (Number.isFinite(value)) values.set(match[1], value);
  }
  return values;
}

/** A WAL index and an offset in it as one growing number (an offset never reaches 2^32). */
const positionOf = (index: number, offset: number) => index * 2 ** 32 + offset;

export type ReplicaPositions = { written: number; replicated: number };

const SHADOW_WAL_FILE = /^([0-9a-f]{8})\.wal$/;

/**
 * Where Litestream's copy of the WAL (its shadow WAL) ends: the size of the newest file of the current generation,
 * in the directory Litestream 0.3 keeps beside the database. Not its `litestream_shadow_wal_size` metric: that adds
 * up every shadow WAL file it keeps, and it keeps the one before the current, so after the first checkpoint the
 * sum ran ahead of any offset the replica could reach and an idle database read as lagging more every second.
 */
export async function readShadowWalPosition(dbPath: string): Promise<number> {
  const metaDir = path.join(path.dirname(dbPath), `.${path.basename(dbPath)}-litestream`);
  const generation = (await readFile(path.join(metaDir, 'generation'), 'utf8')).trim();
  const walDir = path.join(metaDir, 'generations', generation, 'wal');
  const indexes = (await readdir(walDir)).flatMap((name) => {
    const match = SHADOW_WAL_FILE.exec(name);
    return match?.[1] ? [Number.parseInt(match[1], 16)] : [];
  });
  if (indexes.length === 0) throw new Error('litestream has no shadow WAL yet');
  const index = Math.max(...indexes);
  const { size } = await stat(path.join(walDir, `${index.toString(16).padStart(8, '0')}.wal`));
  return positionOf(index, size);
}

/**
 * Where the shadow WAL of `dbPath` ends, and where the replica's copy ends (from Litestream's metrics endpoint: the
 * index and offset it last wrote). The shadow WAL trails the database's own WAL by at most Litestream's monitor interval.
 */
export async function readLitestreamPositions(metricsUrl: string, dbPath: string, timeoutMs = 2_000): Promise<ReplicaPositions> {
  const response = await fetch(metricsUrl, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`litestream metrics answered ${response.status}`);
  const metrics = parseMetrics(await response.text());
  const read = (name: string) => {
    const value = metrics.get(name);
    if (value === undefined) throw new Error(`litestream metrics have no ${name} yet`);
    return value;
  };
  const replicated = positionOf(read('litestream_replica_wal_index'), read('litestream_replica_wal_offset'));
  return { written: await readShadowWalPosition(dbPath), replicated };
}
