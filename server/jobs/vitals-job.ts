import { dayInIndia } from '@/lib/india-time';
import type { VitalsStore } from '../storage/vitals-store';
import { failureCode } from './lead-retention-job';

type Log = { info: (message: string) => void; warn: (message: string) => void };

export type VitalsJob = {
  start(): void;
  /** Clears the timer and waits for a run in flight; nothing runs after it resolves. */
  stop(): Promise<void>;
  /** Runs now, as the timer would (tests use it). */
  runNow(): Promise<void>;
};

type Settings = { store: Pick<VitalsStore, 'rollUp' | 'deleteExpired'>; clock: () => number; intervalMs: number; log: Log };

/**
 * Every `intervalMs`: rolls up the beacons that came in, and on the first run of each day in India deletes the
 * days past retention. Its own small job rather than the lead retention's: the roll-up needs a timer of minutes
 * anyway, and deleting whole days is idempotent, so instances need no turn-taking beyond the roll-up's lock.
 * Failures are logged by their code, never thrown: the next run catches up. The timer keeps no process alive.
 */
export function createVitalsJob({ store, clock, intervalMs, log }: Settings): VitalsJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let retainedOn: string | undefined;

  async function rollUp(): Promise<void> {
    try {
      await store.rollUp();
    } catch (error) {
      log.warn(`Field speed: the roll-up failed (${failureCode(error)}); the next run catches up`);
    }
  }

  async function deleteExpired(today: string): Promise<void> {
    try {
      const run = await store.deleteExpired();
      if (run.locked) return;
      retainedOn = today;
      const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
      if (run.views + run.days > 0) log.info(`Field speed: deleted ${plural(run.views, 'view')} and the roll-ups of ${plural(run.days, 'day')} past retention`);
    } catch (error) {
      log.warn(`Field speed: deleting the days past retention failed (${failureCode(error)}); the next run catches up`);
    }
  }

  function runNow(): Promise<void> {
    running ??= (async () => {
      await rollUp();
      const today = dayInIndia(clock());
      if (retainedOn !== today) await deleteExpired(today);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => void runNow().finally(schedule), intervalMs);
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
      await running;
    },
    runNow,
  };
}
