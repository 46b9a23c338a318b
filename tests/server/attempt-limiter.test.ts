import { describe, expect, it } from 'vitest';
import { describeWait } from '../../server/http/http-error';
import { createAttemptLimiter } from '../../server/security/attempt-limiter';

function limiterWithClock(max: number, windowMs: number) {
  const clock = { now: 1_000_000 };
  const limiter = createAttemptLimiter({ max, windowMs }, () => clock.now);
  return { limiter, clock };
}

describe('the per-e-mail attempt limiter', () => {
  it('allows max attempts per window, then says how many seconds remain until the window ends', () => {
    const { limiter, clock } = limiterWithClock(2, 60_000);
    expect([limiter.attempt('a@example.com'), limiter.attempt('a@example.com')]).toEqual([0, 0]);
    clock.now += 20_500;
    expect(limiter.attempt('a@example.com')).toBe(40);
    expect(limiter.attempt('b@example.com')).toBe(0);
  });

  it('opens again when the window started by the first attempt is over', () => {
    const { limiter, clock } = limiterWithClock(1, 60_000);
    limiter.attempt('a@example.com');
    clock.now += 59_999;
    expect(limiter.attempt('a@example.com')).toBe(1);
    clock.now += 1;
    expect(limiter.attempt('a@example.com')).toBe(0);
  });

  it('starts over after a success forgives the key', () => {
    const { limiter } = limiterWithClock(1, 60_000);
    limiter.attempt('a@example.com');
    limiter.forgive('a@example.com');
    expect(limiter.attempt('a@example.com')).toBe(0);
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
