import { sql } from 'kysely';
import type { StoreContext } from './record-table';

export type WindowCount = { hits: number; resetsAt: number };

/** Hits counted by one instance since its last flush, for one key and its window's length. */
export type CountedHits = { key: string; hits: number; windowMs: number };

/** Expired windows are deleted at most this often, by whichever flush comes next. */
const SWEEP_INTERVAL_MS = 60_000;
/**
 * Keys upserted by one statement (3 parameters each: far under SQLite's 32,766 and PostgreSQL's 65,535). A flood from
 * many addresses (a botnet, or the bench's visitors) brings thousands of keys a flush; a round trip each kept the write
 * queue of every lead behind them for seconds.
 */
const KEYS_PER_STATEMENT = 1_000;

/**
 * The per-address rate limit's fixed windows in `rate_limit_windows`, shared by every instance (issue 41). Each key's
 * hits are one atomic upsert: it opens a window, adds to the open one, or opens a new one when the old has ended,
 * and returns the shared total. All keys of one flush share one transaction of the group commit and, up to
 * `KEYS_PER_STATEMENT`, one statement; in the order of their keys, so two instances' flushes never deadlock.
 */
export function createRateLimitWindows({ groupCommit }: StoreContext, clock: () => number = Date.now) {
  let lastSweep = 0;
  return {
    add(counted: readonly CountedHits[]): Promise<Map<string, WindowCount>> {
      const now = clock();
      const sweep = now - lastSweep >= SWEEP_INTERVAL_MS;
      if (sweep) lastSweep = now;
      const ordered = [...counted].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      return groupCommit.submit(async (trx) => {
        if (sweep) await trx.deleteFrom('rate_limit_windows').where('resets_at', '<=', now).execute();
        const totals = new Map<string, WindowCount>();
        const ended = sql<boolean>`rate_limit_windows.resets_at <= ${now}`;
        for (let start = 0; start < ordered.length; start += KEYS_PER_STATEMENT) {
          const rows = await trx
            .insertInto('rate_limit_windows')
            .values(ordered.slice(start, start + KEYS_PER_STATEMENT).map(({ key, hits, windowMs }) => ({ key, hits, resets_at: now + windowMs })))
            .onConflict((conflict) =>
              conflict.column('key').doUpdateSet({
                hits: sql<number>`CASE WHEN ${ended} THEN excluded.hits ELSE rate_limit_windows.hits + excluded.hits END`,
                resets_at: sql<number>`CASE WHEN ${ended} THEN excluded.resets_at ELSE rate_limit_windows.resets_at END`,
              }),
            )
            .returning(['key', 'hits', 'resets_at'])
            .execute();
          for (const row of rows) totals.set(row.key, { hits: Number(row.hits), resetsAt: Number(row.resets_at) });
        }
        return totals;
      });
    },
  };
}

export type RateLimitWindows = ReturnType<typeof createRateLimitWindows>;
