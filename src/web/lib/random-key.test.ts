import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomKey } from './random-key';

describe('random key', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a new uuid each time', () => {
    const a = randomKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(randomKey()).not.toBe(a);
  });

  it('is 32 random hex digits where randomUUID is missing (plain http)', () => {
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    const a = randomKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomKey()).not.toBe(a);
  });
});
