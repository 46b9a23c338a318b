import type { RetentionRun } from '../storage/lead-retention';

/** The job runs once a day at this hour, India time: the quietest hour for the inbox. */
export const RETENTION_HOUR_IST = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Milliseconds from `now` to the next RETENTION_HOUR_IST:00 India time (a full day when it is that instant). */
export function msUntilNextRun(now: number): number {
  const sinceMidnightIst = (((now + INDIA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  const wait = (RETENTION_HOUR_IST * 60 * 60 * 1000 - sinceMidnightIst + DAY_MS) % DAY_MS;
  return wait === 0 ? DAY_MS : wait;
}

/** A driver's error code (SQLSTATE, SQLITE_BUSY…) or the error's name: never a message that could quote a value. */
export const failureCode = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : error instanceof Error ? error.name : 'unknown';

type Log = { info: (message: string) => void; warn: (message: string) => void };

export type LeadRetentionJob = {
  start(): void;
  /** Clears the timer and waits for a run in flight; nothing runs after it resolves. */
  stop(): Promise<void>;
  /** Runs now, as the timer would (the tests, and an operator through the leads command, use it). */
  runNow(): Promise<RetentionRun | undefined>;
  /** When the timer fires next, by the app's clock; null when stopped. */
  nextRunAt(): number | null;
};

/**
 * Runs `erase` every day at RETENTION_HOUR_IST by the app's `clock`. Every instance schedules it; the erasure
 * itself makes sure one instance does the work (lead-retention.ts). The timer does not keep the process alive.
 */
export function createLeadRetentionJob({ erase, clock, log }: { erase: () => Promise<RetentionRun>; clock: () => number; log: Log }): LeadRetentionJob {
  let timer: NodeJS.Timeout | undefined;
  let nextAt: number | null = null;
  let running: Promise<RetentionRun | undefined> | undefined;
  let stopped = true;

  const report = (run: RetentionRun) => {
    if (run.locked) log.info('Lead retention: another instance is running it now; this one left it to that one');
    else if (run.erased > 0) log.info(`Lead retention: erased ${run.erased} closed lead${run.erased === 1 ? '' : 's'} closed before ${run.cutoff}`);
  };

  function runNow(): Promise<RetentionRun | undefined> {
    running ??= erase()
      .then(
        (run) => (report(run), run),
        (error: unknown) => {
          // The database is unreachable or closing: the next day's run catches up, since it erases everything due.
          log.warn(`Lead retention: the run failed (${failureCode(error)}); the next run catches up`);
          return undefined;
        },
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    const wait = msUntilNextRun(clock());
    nextAt = clock() + wait;
    timer = setTimeout(() => void runNow().finally(schedule), wait);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      nextAt = null;
      await running;
    },
    runNow,
    nextRunAt: () => nextAt,
  };
}
