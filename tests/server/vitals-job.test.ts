import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVitalsJob } from '../../server/jobs/vitals-job';
import type { VitalsRetentionRun } from '../../server/storage/vitals-retention';
import type { VitalsRollupRun } from '../../server/storage/vitals-rollup-store';

const MINUTE_MS = 60_000;
// 23:57 in India on 2026-03-10: the runs come at 23:58, 23:59, then 00:00 on the 11th.
const START = Date.parse('2026-03-10T18:27:00Z');

afterEach(() => vi.useRealTimers());

function jobWith(store: { rollUp?: () => Promise<VitalsRollupRun>; deleteExpired?: () => Promise<VitalsRetentionRun> } = {}) {
  const rollUp = vi.fn(store.rollUp ?? (async () => ({ views: 3, locked: false })));
  const deleteExpired = vi.fn(store.deleteExpired ?? (async () => ({ views: 0, days: 0, locked: false })));
  const log = { info: vi.fn<(message: string) => void>(), warn: vi.fn<(message: string) => void>() };
  const job = createVitalsJob({ store: { rollUp, deleteExpired }, clock: () => Date.now(), intervalMs: MINUTE_MS, log });
  return { job, rollUp, deleteExpired, log };
}

describe('the field speed job', () => {
  it('rolls up every interval, and deletes the days past retention on its first run of each day in India', async () => {
    vi.useFakeTimers({ now: START });
    const { job, rollUp, deleteExpired, log } = jobWith({ deleteExpired: async () => ({ views: 12, days: 1, locked: false }) });
    job.start();
    await vi.advanceTimersByTimeAsync(MINUTE_MS - 1);
    expect(rollUp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(rollUp).toHaveBeenCalledTimes(1);
    expect(deleteExpired).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith('Field speed: deleted 12 views and the roll-ups of 1 day past retention');

    await vi.advanceTimersByTimeAsync(MINUTE_MS);
    expect([rollUp.mock.calls.length, deleteExpired.mock.calls.length]).toEqual([2, 1]);
    await vi.advanceTimersByTimeAsync(MINUTE_MS);
    expect([rollUp.mock.calls.length, deleteExpired.mock.calls.length]).toEqual([3, 2]);
    await job.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('logs a failure by its code and never throws; the next run tries again, retention too', async () => {
    vi.useFakeTimers({ now: START });
    const failure = Object.assign(new Error('value "/lab-tests-details/:id" …'), { code: 'SQLITE_BUSY' });
    const { job, rollUp, deleteExpired, log } = jobWith({ rollUp: () => Promise.reject(failure), deleteExpired: () => Promise.reject(failure) });
    job.start();
    await vi.advanceTimersByTimeAsync(2 * MINUTE_MS);
    expect(rollUp).toHaveBeenCalledTimes(2);
    expect(deleteExpired).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledWith('Field speed: the roll-up failed (SQLITE_BUSY); the next run catches up');
    expect(log.warn).toHaveBeenCalledWith('Field speed: deleting the days past retention failed (SQLITE_BUSY); the next run catches up');
    await job.stop();
  });

  it('tries retention again while another instance holds the lock', async () => {
    vi.useFakeTimers({ now: START });
    const { job, deleteExpired } = jobWith({ deleteExpired: async () => ({ views: 0, days: 0, locked: true }) });
    job.start();
    await vi.advanceTimersByTimeAsync(MINUTE_MS);
    await job.runNow();
    expect(deleteExpired).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('waits for a run in flight when stopped, and schedules nothing after it', async () => {
    vi.useFakeTimers({ now: START });
    let finish: (run: VitalsRollupRun) => void = () => undefined;
    const { job } = jobWith({ rollUp: () => new Promise((resolve) => (finish = resolve)) });
    job.start();
    await vi.advanceTimersByTimeAsync(MINUTE_MS);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish({ views: 0, locked: false });
    await stopping;
    expect(vi.getTimerCount()).toBe(0);
  });
});
