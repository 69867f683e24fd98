import { describe, expect, it } from 'vitest';
import { overloadRetryDelayMs } from './overload-retry';

describe('overloadRetryDelayMs', () => {
  it("waits the server's Retry-After, stretched by up to as much again", () => {
    expect(overloadRetryDelayMs('1', 0)).toBe(1000);
    expect(overloadRetryDelayMs('1', 0.5)).toBe(1500);
    expect(overloadRetryDelayMs('2', 0.999)).toBe(3998);
    expect(overloadRetryDelayMs('0', 0.7)).toBe(0);
  });

  it('waits a second when the header is missing or not a number of seconds', () => {
    expect(overloadRetryDelayMs(null, 0)).toBe(1000);
    expect(overloadRetryDelayMs('', 0)).toBe(1000);
    expect(overloadRetryDelayMs('soon', 0)).toBe(1000);
    expect(overloadRetryDelayMs('-3', 0)).toBe(1000);
  });

  it('waits at most ten seconds, whatever the header says', () => {
    expect(overloadRetryDelayMs('3600', 0)).toBe(10_000);
  });
});
