import { describe, expect, it } from 'vitest';
import { bucketOf, bucketWidth, percentileOfHistogram } from '@/lib/vitals/vitals-histogram';
import { rateVitalsValue, VITALS_METRICS, VITALS_THRESHOLDS } from '@/lib/vitals/vitals-metrics';
import { toVitalsUnits } from '@/lib/vitals/vitals-histogram';

describe('the histogram buckets', () => {
  it('are 10 units wide below a second, 50 to five seconds, 250 to twenty, 2,000 to a minute, then one open bucket', () => {
    expect([0, 9.99, 10, 999].map(bucketOf)).toEqual([0, 0, 10, 990]);
    expect([1000, 1049, 1050, 4999].map(bucketOf)).toEqual([1000, 1000, 1050, 4950]);
    expect([5000, 5249, 19_999].map(bucketOf)).toEqual([5000, 5000, 19_750]);
    expect([20_000, 59_999, 60_000, 600_000].map(bucketOf)).toEqual([20_000, 58_000, 60_000, 60_000]);
    expect([0, 1000, 5000, 20_000, 60_000].map(bucketWidth)).toEqual([10, 50, 250, 2000, 0]);
  });

  it('put every threshold of every metric on a bucket edge, so a bucket never mixes two ratings of one value', () => {
    for (const metric of VITALS_METRICS) {
      for (const threshold of VITALS_THRESHOLDS[metric]) {
        const units = toVitalsUnits(metric, threshold);
        expect(bucketOf(units)).toBe(units);
      }
    }
  });
});

describe('the 75th percentile of a histogram', () => {
  it('is null when nothing was counted', () => {
    expect(percentileOfHistogram([], 0.75)).toBeNull();
    expect(percentileOfHistogram([{ bucket: 100, count: 0 }], 0.75)).toBeNull();
  });

  it('spreads a bucket’s values evenly across it: four values in [2500, 2550) put p75 at 2537.5', () => {
    // rank = 0.75 × 4 = 3, so three quarters of the way into the one bucket: 2500 + 3/4 × 50.
    expect(percentileOfHistogram([{ bucket: 2500, count: 4 }], 0.75)).toBe(2537.5);
  });

  it('walks the buckets in order of value, whatever order they come in', () => {
    // 10 values: 6 in [100, 110), 2 in [200, 210), 2 in [1000, 1050). rank 7.5 falls in the second bucket,
    // 1.5 of its 2 values in: 200 + 1.5/2 × 10 = 207.5.
    const histogram = [
      { bucket: 1000, count: 2 },
      { bucket: 100, count: 6 },
      { bucket: 200, count: 2 },
    ];
    expect(percentileOfHistogram(histogram, 0.75)).toBe(207.5);
    expect(percentileOfHistogram(histogram, 0.5)).toBeCloseTo(108.333, 3);
  });

  it('is the same however a bucket’s count is split (days, or two ratings at a threshold) and in whatever order', () => {
    const whole = [{ bucket: 100, count: 4 }, { bucket: 2500, count: 4 }];
    const split = [{ bucket: 2500, count: 3 }, { bucket: 100, count: 4 }, { bucket: 2500, count: 1 }];
    // rank 6 of 8: 2 of the 4 values in [2500, 2550), so 2500 + 2/4 × 50 = 2525, not 2500 + 2/3 × 50.
    expect(percentileOfHistogram(whole, 0.75)).toBe(2525);
    expect(percentileOfHistogram(split, 0.75)).toBe(2525);
    expect(percentileOfHistogram([...split].reverse(), 0.75)).toBe(2525);
  });

  it('gives the open bucket’s bound for values past a minute', () => {
    expect(percentileOfHistogram([{ bucket: 60_000, count: 3 }], 0.75)).toBe(60_000);
  });
});

describe('the ratings', () => {
  it('are good at the threshold, needs improvement just above it, poor above the second', () => {
    expect(rateVitalsValue('LCP', 2500)).toBe('good');
    expect(rateVitalsValue('LCP', 2500.1)).toBe('needs-improvement');
    expect(rateVitalsValue('LCP', 4000)).toBe('needs-improvement');
    expect(rateVitalsValue('LCP', 4001)).toBe('poor');
    expect(rateVitalsValue('INP', 200)).toBe('good');
    expect(rateVitalsValue('INP', 504)).toBe('poor');
    expect(rateVitalsValue('CLS', 0.1)).toBe('good');
    expect(rateVitalsValue('CLS', 0.25)).toBe('needs-improvement');
    expect(rateVitalsValue('CLS', 0.26)).toBe('poor');
    expect(rateVitalsValue('FCP', 1801)).toBe('needs-improvement');
    expect(rateVitalsValue('TTFB', 1800)).toBe('needs-improvement');
    expect(rateVitalsValue('TTFB', 1801)).toBe('poor');
  });
});
