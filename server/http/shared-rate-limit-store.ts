import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { CountedHits, RateLimitWindows, WindowCount } from '../storage/rate-limit-windows';
import { throttledWarning } from './throttled-warning';

type Counted = { current: number; ttl: number };
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * How long hits are counted in memory before they are added to the shared table. A write per request would put a
 * commit on every rate-limited request's path before its own (on SQLite a lone commit is an fsync, ~5 ms here) and
 * turn a flood of 429s into a flood of writes; a flush every 100 ms is one commit per instance, off the request
 * path. The price is accuracy across instances: an instance sees the others' hits up to ~2 flushes late, so a
 * burst spread over k instances inside that time can pass up to k × max before every instance refuses it.
 */
export const FLUSH_INTERVAL_MS = 100;
/** A failing flush is reported at most this often: under a flood it would otherwise log ten times a second. */
const WARN_INTERVAL_MS = 60_000;

export type SharedRateLimitStore = { Store: FastifyRateLimitStoreCtor; flush: () => Promise<void>; close: () => void };

/**
 * A @fastify/rate-limit store over `rate_limit_windows`, so a per-address limit counts across every instance. Each
 * route counts on its own, as the plugin's memory store does; the key it is given is already the keyed hash of the
 * client's address. A request is answered from this instance's view at once (the shared total at the last flush
 * plus its own hits since). When the database cannot count, hits are dropped with a warning and requests go on
 * being answered from memory (fail open): the limit guards against floods, and it must never turn into a 5xx.
 */
export function createSharedRateLimitStore(windows: RateLimitWindows, warn: (message: string) => void, clock: () => number = Date.now): SharedRateLimitStore {
  const known = new Map<string, WindowCount>();
  let pending = new Map<string, CountedHits>();
  let timer: NodeJS.Timeout | undefined;
  const warnNotShared = throttledWarning(warn, WARN_INTERVAL_MS, clock);

  async function flush(): Promise<void> {
    timer = undefined;
    const counted = [...pending.values()];
    pending = new Map();
    if (counted.length === 0) return;
    try {
      for (const [key, total] of await windows.add(counted)) {
        known.set(key, { hits: total.hits + (pending.get(key)?.hits ?? 0), resetsAt: total.resetsAt });
      }
    } catch (error) {
      warnNotShared(`Rate limit hits not shared (the database did not take them); counting in this instance only: ${error instanceof Error ? error.message : String(error)}`);
    }
    const now = clock();
    for (const [key, window] of known) if (window.resetsAt <= now && !pending.has(key)) known.delete(key);
  }

  function hit(key: string, windowMs: number): Counted {
    const now = clock();
    let window = known.get(key);
    if (!window || window.resetsAt <= now) {
      window = { hits: 0, resetsAt: now + windowMs };
      known.set(key, window);
    }
    window.hits += 1;
    const waiting = pending.get(key) ?? { key, hits: 0, windowMs };
    waiting.hits += 1;
    pending.set(key, waiting);
    timer ??= setTimeout(() => void flush(), FLUSH_INTERVAL_MS).unref();
    return { current: window.hits, ttl: window.resetsAt - now };
  }

  function storeFor(scope: string): FastifyRateLimitStore {
    return {
      incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow?: number) {
        callback(null, hit(`${scope}|${key}`, timeWindow ?? 60_000));
      },
      child(routeOptions) {
        const { routeInfo } = routeOptions as typeof routeOptions & RouteParams;
        return storeFor(`${[routeInfo?.method ?? ''].flat().join(',')} ${routeInfo?.url ?? ''}`);
      },
    };
  }

  return {
    Store: function SharedStore() {
      return storeFor('');
    } as unknown as FastifyRateLimitStoreCtor,
    flush,
    /** Stops the timer; hits of the last 100 ms are not shared (the instance is going away). */
    close: () => clearTimeout(timer),
  };
}
