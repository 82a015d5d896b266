// A tiny seeded PRNG (mulberry32) for property tests: the same seed replays the same cases.

export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  bool(probability?: number): boolean;
  pick<T>(items: readonly T[]): T;
  hex(digits: number): string;
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    bool: (probability = 0.5) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    hex: (digits: number) => Array.from({ length: digits }, () => int(0, 15).toString(16)).join(''),
  };
}

/** The seed of a run: PROPERTY_SEED when set (to replay a failure), else a fixed one. */
export function propertySeed(): number {
  const fromEnv = Number(process.env.PROPERTY_SEED);
  return Number.isInteger(fromEnv) ? fromEnv : 20261121;
}
