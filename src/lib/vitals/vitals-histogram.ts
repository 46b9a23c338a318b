import type { VitalsMetric } from '@/lib/vitals/vitals-metrics';

/**
 * Views are rolled up per day into histograms, as the Chrome UX Report keeps them, so a 28-day report reads a few
 * thousand counts instead of millions of views. A value is counted in the bucket whose lower bound is `bucketOf`;
 * the buckets are narrow where the thresholds are (every threshold is a bucket edge) and wider in the long tail.
 * Values are in "units": ms for the timings, thousandths for CLS, so one bucket table serves every metric.
 */
type BucketStep = { from: number; width: number };
export const VITALS_BUCKET_STEPS: readonly [BucketStep, ...BucketStep[]] = [
  { from: 0, width: 10 },
  { from: 1_000, width: 50 },
  { from: 5_000, width: 250 },
  { from: 20_000, width: 2_000 },
  { from: 60_000, width: 0 },
];

/** CLS is unitless and small; it is counted in thousandths. */
const UNITS_PER_VALUE: Readonly<Record<VitalsMetric, number>> = { LCP: 1, INP: 1, CLS: 1000, FCP: 1, TTFB: 1 };

export const toVitalsUnits = (metric: VitalsMetric, value: number): number => value * UNITS_PER_VALUE[metric];
export const fromVitalsUnits = (metric: VitalsMetric, units: number): number => units / UNITS_PER_VALUE[metric];

function stepOf(units: number): BucketStep {
  let step = VITALS_BUCKET_STEPS[0];
  for (const candidate of VITALS_BUCKET_STEPS) if (units >= candidate.from) step = candidate;
  return step;
}

/** The lower bound of the bucket holding `units` (≥ 0). The last bucket holds everything from its bound on. */
export function bucketOf(units: number): number {
  const step = stepOf(units);
  if (step.width === 0) return step.from;
  return step.from + Math.floor((units - step.from) / step.width) * step.width;
}

/** How wide the bucket starting at `bucket` is: 0 for the last, open-ended one. */
export const bucketWidth = (bucket: number): number => stepOf(bucket).width;

/** One bucket's count; a histogram is a list of them in any order. */
export type VitalsBucketCount = { bucket: number; count: number };

/** One entry per bucket: a bucket met several times (one per day, or two ratings at a threshold) with their sum. */
function summedBuckets(histogram: readonly VitalsBucketCount[]): VitalsBucketCount[] {
  const counts = new Map<number, number>();
  for (const { bucket, count } of histogram) if (count > 0) counts.set(bucket, (counts.get(bucket) ?? 0) + count);
  return [...counts].map(([bucket, count]) => ({ bucket, count })).sort((a, b) => a.bucket - b.bucket);
}

/**
 * The `fraction` percentile (0.75 for p75) of the values a histogram counts, in units: the rank's bucket, with the
 * values assumed spread evenly across it (the error is at most one bucket's width). Null for an empty histogram.
 * However the counts are split into entries, the answer is the same.
 */
export function percentileOfHistogram(histogram: readonly VitalsBucketCount[], fraction: number): number | null {
  const buckets = summedBuckets(histogram);
  const total = buckets.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return null;
  const rank = fraction * total;
  let below = 0;
  for (const entry of buckets) {
    if (below + entry.count >= rank) return entry.bucket + ((rank - below) / entry.count) * bucketWidth(entry.bucket);
    below += entry.count;
  }
  return buckets.at(-1)?.bucket ?? null;
}
