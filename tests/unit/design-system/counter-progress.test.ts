import { countValueAt, easeOutCubic, progressAt } from '@/design-system/animated-counter/counter-progress';
import { COUNTER_DURATION_MS } from '@/lib/constants';

describe('easeOutCubic', () => {
  it('runs from 0 to 1, ahead of linear in between', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    expect(easeOutCubic(0.25)).toBeGreaterThan(0.25);
  });

  it('clamps outside 0..1', () => {
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });
});

describe('progressAt', () => {
  it('is elapsed over duration, clamped to 0..1', () => {
    expect(progressAt(0, COUNTER_DURATION_MS)).toBe(0);
    expect(progressAt(500, COUNTER_DURATION_MS)).toBe(0.25);
    expect(progressAt(5000, COUNTER_DURATION_MS)).toBe(1);
  });

  it('is done at once for a zero duration', () => {
    expect(progressAt(0, 0)).toBe(1);
  });
});

describe('countValueAt', () => {
  it('starts at 0 and ends exactly on the target after 2 s', () => {
    expect(countValueAt(0, COUNTER_DURATION_MS, 4000)).toBe(0);
    expect(countValueAt(2000, COUNTER_DURATION_MS, 4000)).toBe(4000);
    expect(countValueAt(2500, COUNTER_DURATION_MS, 1_000_000)).toBe(1_000_000);
  });

  it('shows whole numbers on the way for whole targets', () => {
    const halfway = countValueAt(1000, COUNTER_DURATION_MS, 30);
    expect(Number.isInteger(halfway)).toBe(true);
    expect(halfway).toBe(26);
  });

  it('never decreases', () => {
    const values = Array.from({ length: 41 }, (_, step) => countValueAt(step * 50, COUNTER_DURATION_MS, 600));
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });
});
