/**
 * How far a replica is behind its primary, from positions read every so often: `written` (how far the primary's
 * log goes) and `replicated` (how far the replica's goes), numbers that only grow within one log. The replica
 * holds every write up to `replicatedThrough`: the time the oldest write it lacks was first seen, or the last
 * reading if it lacks none. The lag is the age of that write — the recovery point if the disk died now.
 */
export function createLagTracker(clock: () => number = Date.now) {
  /** Positions seen on the primary that the replica did not have yet, oldest first. */
  let unreplicated: { time: number; position: number }[] = [];
  let replicatedThrough: number | undefined;
  let lastReadingAt: number | undefined;
  let lastError: string | undefined;

  return {
    observe(written: number, replicated: number): void {
      const now = clock();
      const newest = unreplicated.at(-1);
      // A log that starts again (a new Litestream generation, a new timeline) restarts the positions.
      if (newest && written < newest.position) unreplicated = [];
      if (written > replicated && written > (unreplicated.at(-1)?.position ?? -Infinity)) unreplicated.push({ time: now, position: written });
      unreplicated = unreplicated.filter((entry) => entry.position > replicated);
      replicatedThrough = unreplicated[0]?.time ?? now;
      lastReadingAt = now;
      lastError = undefined;
    },
    /** The replica's state could not be read: its lag keeps growing from the last known point. */
    failed(message: string): void {
      lastError = message;
    },
    status() {
      const now = clock();
      return {
        /** null until the first reading. */
        lagMs: replicatedThrough === undefined ? null : now - replicatedThrough,
        replicatedThrough,
        lastReadingAt,
        error: lastError,
      };
    },
  };
}

export type LagTracker = ReturnType<typeof createLagTracker>;
