import { describe, expect, it } from 'vitest';
import { createRandom, hashSeed } from './random';

describe('seeded random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom('seed');
    const b = createRandom(hashSeed('seed'));
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(
      Array.from({ length: 5 }, () => b.next()),
    );
    expect(createRandom('other').next()).not.toBe(createRandom('seed').next());
  });

  it('keeps int() within its inclusive bounds and reaches both ends', () => {
    const rng = createRandom(42);
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(3, 6)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('shuffles without losing or adding items', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect(createRandom(7).shuffle(items).sort()).toEqual(items);
  });
});
