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

/**
 * Where Litestream's copy of the WAL (its shadow WAL) ends, and where the replica's ends, from its metrics
 * endpoint. The shadow WAL trails the database's own WAL by at most Litestream's monitor interval.
 */
export async function readLitestreamPositions(metricsUrl: string, timeoutMs = 2_000): Promise<ReplicaPositions> {
  const response = await fetch(metricsUrl, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`litestream metrics answered ${response.status}`);
  const metrics = parseMetrics(await response.text());
  const read = (name: string) => {
    const value = metrics.get(name);
    if (value === undefined) throw new Error(`litestream metrics have no ${name} yet`);
    return value;
  };
  return {
    written: positionOf(read('litestream_shadow_wal_index'), read('litestream_shadow_wal_size')),
    replicated: positionOf(read('litestream_replica_wal_index'), read('litestream_replica_wal_offset')),
  };
}
