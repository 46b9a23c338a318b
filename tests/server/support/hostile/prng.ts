/** mulberry32: a tiny seeded generator, so every generated case can be rebuilt from its seed. */
export type Prng = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** count different items, in drawn order (all of them when there are fewer). */
  sample: <T>(items: readonly T[], count: number) => T[];
  bytes: (length: number) => Uint8Array<ArrayBuffer>;
};

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    sample: (items, count) => {
      const pool = [...items];
      for (let index = 0; index < Math.min(count, pool.length); index += 1) {
        const other = int(index, pool.length - 1);
        [pool[index], pool[other]] = [pool[other]!, pool[index]!];
      }
      return pool.slice(0, count);
    },
    bytes: (length) => Uint8Array.from({ length }, () => int(0, 255)),
  };
}

/** A seed per name, so adding cases to one route does not reshuffle every other route's cases. */
export function seedFor(baseSeed: number, name: string): number {
  let hash = baseSeed >>> 0;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}
