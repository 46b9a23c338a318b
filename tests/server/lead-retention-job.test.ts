import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLeadRetentionJob } from '../../server/jobs/lead-retention-job';
import type { RetentionRun } from '../../server/storage/lead-retention';

const HOUR_MS = 60 * 60 * 1000;
// 02:00 India time: the job is due in an hour.
const START = Date.parse('2026-03-10T20:30:00Z');

afterEach(() => vi.useRealTimers());

function jobWith(erase: () => Promise<RetentionRun>) {
  const log = { info: vi.fn<(message: string) => void>(), warn: vi.fn<(message: string) => void>() };
  return { job: createLeadRetentionJob({ erase, clock: () => Date.now(), log }), log };
}

describe('the lead retention timer', () => {
  it('runs at 03:00 India time, then every day, and logs counts only', async () => {
    vi.useFakeTimers({ now: START });
    const erase = vi.fn(async (): Promise<RetentionRun> => ({ erased: 2, cutoff: '2025-09-11T21:30:00.000Z', locked: false }));
    const { job, log } = jobWith(erase);
    job.start();
    expect(job.nextRunAt()).toBe(START + HOUR_MS);

    await vi.advanceTimersByTimeAsync(HOUR_MS - 1);
    expect(erase).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(erase).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith('Lead retention: erased 2 closed leads closed before 2025-09-11T21:30:00.000Z');
    expect(job.nextRunAt()).toBe(START + 25 * HOUR_MS);

    await vi.advanceTimersByTimeAsync(24 * HOUR_MS);
    expect(erase).toHaveBeenCalledTimes(2);
    await job.stop();
    expect(job.nextRunAt()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits for a run in flight when stopped, and schedules nothing after it', async () => {
    vi.useFakeTimers({ now: START });
    let finish: (run: RetentionRun) => void = () => undefined;
    const { job } = jobWith(() => new Promise((resolve) => (finish = resolve)));
    job.start();
    await vi.advanceTimersByTimeAsync(HOUR_MS);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish({ erased: 0, cutoff: '', locked: true });
    await stopping;
    expect(vi.getTimerCount()).toBe(0);
  });

  it('logs a failed run by its error code, without the message, and runs again the next day', async () => {
    vi.useFakeTimers({ now: START });
    const failure = Object.assign(new Error('value "+919876543210" …'), { code: 'SQLITE_BUSY' });
    const erase = vi.fn(async (): Promise<RetentionRun> => Promise.reject(failure));
    const { job, log } = jobWith(erase);
    job.start();
    await vi.advanceTimersByTimeAsync(HOUR_MS);
    expect(log.warn).toHaveBeenCalledWith('Lead retention: the run failed (SQLITE_BUSY); the next run catches up');
    await vi.advanceTimersByTimeAsync(24 * HOUR_MS);
    expect(erase).toHaveBeenCalledTimes(2);
    await job.stop();
  });
});
