import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/test-app';
import type { DatabaseHandle } from '../db/client';
import { claimAttempt } from './attempt-throttle.queries';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const policy = { free: 5, firstDelayMs: 30_000, maxDelayMs: 900_000, forgetAfterMs: 86_400_000 };
const T0 = Date.parse('2026-12-01T12:00:00Z');

describe('counting attempts', () => {
  it('lets every free attempt through, whatever order racing attempts read the clock in', async () => {
    const key = 'test:out-of-order';
    // Attempts that read the clock at T0 + 3, + 1, + 2 and + 0 ms, counted in that order.
    const counts = [];
    for (const ms of [3, 1, 2, 0]) counts.push(await claimAttempt(handle.db, key, T0 + ms, policy));
    expect(counts).toEqual([1, 2, 3, 4]);
    expect(await claimAttempt(handle.db, key, T0 + 1, policy)).toBe(5);
    // The free ones are used up: the next waits 30 s after the latest attempt, not the earliest.
    expect(await claimAttempt(handle.db, key, T0 + 29_999, policy)).toBeNull();
    expect(await claimAttempt(handle.db, key, T0 + 30_003, policy)).toBe(6);
  });
});
