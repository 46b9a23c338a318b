import { describe, expect, it } from 'vitest';
import { bucketOf } from '@/lib/vitals/vitals-histogram';
import { addPackedCounts, addPackedCountsTo, BUCKET_BOUNDS, bucketIndexOf, packBucketCounts } from '../../server/storage/vitals-bucket-counts';

describe('the packed bucket counts of vitals_daily_histograms', () => {
  it('hold (bucket, count) pairs as little-endian uint32, ascending by bucket, and read back as they were', () => {
    const packed = packBucketCounts(new Map([[2500, 3], [10, 1], [60_000, 70_000]]));
    expect([...packed]).toEqual([10, 0, 0, 0, 1, 0, 0, 0, 0xc4, 9, 0, 0, 3, 0, 0, 0, 0x60, 0xea, 0, 0, 0x70, 0x11, 1, 0]);
    expect(addPackedCounts(packed, new Map([[10, 2]]))).toEqual(new Map([[10, 3], [2500, 3], [60_000, 70_000]]));
    expect(packBucketCounts(new Map())).toHaveLength(0);
  });

  it('index every bucket of the histogram table, and a stored bound off it by the bucket that holds it', () => {
    expect(BUCKET_BOUNDS).toHaveLength(261);
    expect(BUCKET_BOUNDS.every((bound) => bucketOf(bound) === bound)).toBe(true);
    expect([0, 990, 1000, 59_999 - 1999, 60_000].map(bucketIndexOf)).toEqual([0, 99, 100, 259, 260]);
    expect(bucketIndexOf(1234)).toBe(bucketIndexOf(1200));
    const [first, second] = [new Float64Array(BUCKET_BOUNDS.length), new Float64Array(BUCKET_BOUNDS.length)];
    addPackedCountsTo(packBucketCounts(new Map([[1000, 4], [60_000, 1]])), first, second);
    expect([first[100], first[260], second[100], first.reduce((a, b) => a + b)]).toEqual([4, 1, 4, 5]);
  });
});
