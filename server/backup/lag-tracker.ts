/**
 * How far a replica is behind its primary, from positions read every so often: `written` (how far the primary's
 * log goes) and `replicated` (how far the replica's goes), numbers that only grow within one log. A reading's
 * `written` covers every write made before it, so the replica holds every write up to `replicatedThrough`: the
 * time of the newest reading whose position the replica has reached. The lag, the time since then, is the
 * recovery point if the disk died now — an upper bound, by up to the interval between readings.
 */
export function createLagTracker(clock: () => number = Date.now) {
  /** Readings whose position the replica may not have yet, oldest first; the first one it has is kept. */
  let readings: { time: number; written: number }[] = [];
  let replicatedThrough: number | undefined;
  let lastReadingAt: number | undefined;
  let lastError: string | undefined;

  return {
    observe(written: number, replicated: number): void {
      const now = clock();
      // A log that starts again (a new Litestream generation, a new timeline) restarts the positions.
      if (written < (readings.at(-1)?.written ?? 0)) readings = [];
      readings.push({ time: now, written });
      let reached = -1;
      for (const [index, reading] of readings.entries()) if (reading.written <= replicated) reached = index;
      if (reached >= 0) {
        replicatedThrough = readings[reached]?.time;
        readings = readings.slice(reached + 1);
      }
      lastReadingAt = now;
      lastError = undefined;
    },
    /** The replica's state could not be read: its lag keeps growing from the last known point. */
    failed(message: string): void {
      lastError = message;
    },
    status() {
      return {
        /** null until the replica is first seen holding a reading's position. */
        lagMs: replicatedThrough === undefined ? null : clock() - replicatedThrough,
        replicatedThrough,
        lastReadingAt,
        error: lastError,
      };
    },
  };
}

export type LagTracker = ReturnType<typeof createLagTracker>;
