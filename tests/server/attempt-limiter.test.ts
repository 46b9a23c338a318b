import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeWait } from '../../server/http/http-error';
import { createAttemptStore } from '../../server/storage/auth-attempts';
import { openSqliteEngine } from '../../server/storage/engines/sqlite-engine';
import type { StorageEngine } from '../../server/storage/engines/storage-engine';
import { createGroupCommit } from '../../server/storage/group-commit';

let dataDir: string;
let engine: StorageEngine;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'healvia-attempts-test-'));
  engine = openSqliteEngine(dataDir, path.join(dataDir, 'uploads'));
});
afterAll(async () => {
  await engine.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function limiterWithClock(max: number, windowMs: number) {
  const clock = { now: 1_000_000 };
  const store = createAttemptStore({ engine, groupCommit: createGroupCommit(engine.db, { concurrency: 1 }) });
  return { limiter: store.limiter({ max, windowMs }, () => clock.now), clock };
}

describe('the per-e-mail attempt limiter (kept in the database)', () => {
  it('allows max attempts per window, then says how many seconds remain until the window ends', async () => {
    const { limiter, clock } = limiterWithClock(2, 60_000);
    expect([await limiter.attempt('a@example.com'), await limiter.attempt('a@example.com')]).toEqual([0, 0]);
    clock.now += 20_500;
    expect(await limiter.attempt('a@example.com')).toBe(40);
    expect(await limiter.attempt('b@example.com')).toBe(0);
  });

  it('opens again when the window started by the first attempt is over', async () => {
    const { limiter, clock } = limiterWithClock(1, 60_000);
    await limiter.attempt('c@example.com');
    clock.now += 59_999;
    expect(await limiter.attempt('c@example.com')).toBe(1);
    clock.now += 1;
    expect(await limiter.attempt('c@example.com')).toBe(0);
  });

  it('starts over after a success forgives the key', async () => {
    const { limiter } = limiterWithClock(1, 60_000);
    await limiter.attempt('d@example.com');
    await limiter.forgive('d@example.com');
    expect(await limiter.attempt('d@example.com')).toBe(0);
  });

  it('counts parallel attempts one by one, so a burst cannot slip past the limit', async () => {
    const { limiter } = limiterWithClock(3, 60_000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => limiter.attempt('e@example.com')));
    expect(answers.filter((wait) => wait === 0)).toHaveLength(3);
  });

  it('keeps a digest of the e-mail, never the address', async () => {
    const { limiter } = limiterWithClock(3, 60_000);
    await limiter.attempt('private.person@example.com');
    const keys = await engine.db.selectFrom('auth_attempts').select('key').execute();
    expect(keys.map(({ key }) => key).join(' ')).not.toContain('private');
  });
});

describe('describeWait', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
    [3600, '1 hour'],
    [3601, '2 hours'],
  ])('words %i seconds as "%s", rounding up', (seconds, words) => {
    expect(describeWait(seconds)).toBe(words);
  });
});
