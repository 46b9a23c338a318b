import { bucketOf, VITALS_BUCKET_STEPS } from '@/lib/vitals/vitals-histogram';

/**
 * A day's histogram of one group, metric and rating, as one value: (bucket, count) pairs of little-endian uint32,
 * ascending by bucket (its lower bound, so the stored value says what it counts whatever the bucket table becomes).
 * One row per bucket would be about a row per view at a million views (every view's five values fall in buckets of
 * their own); packed, a 28-day window is at most 28 × groups × 15 rows however many views it counts.
 */
const PAIR_BYTES = 8;

export type BucketCounts = Map<number, number>;

export function packBucketCounts(counts: BucketCounts): Buffer {
  const buckets = [...counts.keys()].sort((a, b) => a - b);
  const packed = Buffer.alloc(buckets.length * PAIR_BYTES);
  buckets.forEach((bucket, index) => {
    packed.writeUInt32LE(bucket, index * PAIR_BYTES);
    packed.writeUInt32LE(counts.get(bucket)!, index * PAIR_BYTES + 4);
  });
  return packed;
}

/** Adds the packed counts to `into`. */
export function addPackedCounts(packed: Uint8Array, into: BucketCounts): BucketCounts {
  const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  for (let offset = 0; offset + PAIR_BYTES <= packed.byteLength; offset += PAIR_BYTES) {
    const bucket = view.getUint32(offset, true);
    into.set(bucket, (into.get(bucket) ?? 0) + view.getUint32(offset + 4, true));
  }
  return into;
}

/** Every bucket's lower bound, in order: the report sums into arrays indexed by them (a few hundred). */
export const BUCKET_BOUNDS: readonly number[] = VITALS_BUCKET_STEPS.flatMap((step, index) => {
  const next = VITALS_BUCKET_STEPS[index + 1];
  if (!next || step.width === 0) return [step.from];
  return Array.from({ length: (next.from - step.from) / step.width }, (_, offset) => step.from + offset * step.width);
});
/** Bound → its index in BUCKET_BOUNDS, as an array: a lookup per stored pair, millions of them for a report. */
const INDEX_OF_BOUND = new Int32Array(BUCKET_BOUNDS.at(-1)! + 1).fill(-1);
BUCKET_BOUNDS.forEach((bound, index) => (INDEX_OF_BOUND[bound] = index));

/** The index in BUCKET_BOUNDS of a stored bucket. */
export function bucketIndexOf(bucket: number): number {
  const index = INDEX_OF_BOUND[bucket] ?? -1;
  return index >= 0 ? index : INDEX_OF_BOUND[bucketOf(bucket)]!;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** The packed pairs as uint32 words (bucket, count, bucket, count…): a view of the bytes where they allow it. */
function wordsOf(packed: Uint8Array): Uint32Array {
  const length = Math.floor(packed.byteLength / PAIR_BYTES) * 2;
  if (LITTLE_ENDIAN && packed.byteOffset % 4 === 0) return new Uint32Array(packed.buffer, packed.byteOffset, length);
  const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  return Uint32Array.from({ length }, (_, index) => view.getUint32(index * 4, true));
}

/** Adds the packed counts to `first` and `second` (arrays indexed as BUCKET_BOUNDS): millions of pairs for a report. */
export function addPackedCountsTo(packed: Uint8Array, first: Float64Array, second: Float64Array): void {
  const words = wordsOf(packed);
  for (let word = 0; word < words.length; word += 2) {
    const index = bucketIndexOf(words[word]!);
    first[index]! += words[word + 1]!;
    second[index]! += words[word + 1]!;
  }
}
