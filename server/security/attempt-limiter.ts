type Window = { attempts: number; resetAt: number };

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

/** Past this many tracked keys, expired windows are swept; if all are live, the oldest goes. */
const MAX_TRACKED_KEYS = 10_000;

/**
 * Counts attempts per key (an e-mail) in a fixed window starting at the first one; a success forgives
 * them. Once `max` are counted, every attempt on that key waits for the window to end, so a guesser
 * learns nothing more, not even from the right password. Other keys are untouched. Attempts are
 * counted before the slow password check, not after it fails, so a burst of parallel guesses cannot
 * all slip in before the first failure is recorded.
 *
 * Memory is enough while the API runs as one process: every attempt reaches this Map, and losing it
 * on a restart only forgives a few failures (the per-IP limit still applies). Issue 13 moves this
 * state to PostgreSQL, shared by several processes.
 */
export function createAttemptLimiter({ max, windowMs }: { max: number; windowMs: number }, now: () => number = Date.now) {
  const windows = new Map<string, Window>();

  function live(key: string): Window | undefined {
    const window = windows.get(key);
    if (window && window.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

  function makeRoom(): void {
    if (windows.size < MAX_TRACKED_KEYS) return;
    const time = now();
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
    const oldest = windows.keys().next();
    if (windows.size >= MAX_TRACKED_KEYS && !oldest.done) windows.delete(oldest.value);
  }

  return {
    /** Counts an attempt on `key` and returns 0; or, when its window is used up, the seconds to wait. */
    attempt(key: string): number {
      const window = live(key);
      if (!window) {
        makeRoom();
        windows.set(key, { attempts: 1, resetAt: now() + windowMs });
        return 0;
      }
      if (window.attempts >= max) return Math.ceil((window.resetAt - now()) / 1000);
      window.attempts += 1;
      return 0;
    },
    /** A success forgives the key's earlier attempts. */
    forgive(key: string): void {
      windows.delete(key);
    },
  };
}
