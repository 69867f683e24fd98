import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2026-06-15T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;

describe('formatRelativeTime', () => {
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [MIN, '1 minute ago'],
    [5 * MIN, '5 minutes ago'],
    [60 * MIN, '1 hour ago'],
    [23 * 60 * MIN, '23 hours ago'],
    [24 * 60 * MIN, 'yesterday'],
    [3 * 24 * 60 * MIN, '3 days ago'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(formatRelativeTime(before(ms), now)).toBe(text);
  });

  it('gives the date from a week on', () => {
    expect(formatRelativeTime('2026-06-02T10:00:00Z', now)).toBe('Jun 2, 2026');
  });

  it('reads a time a little ahead (a fast server clock) as just now', () => {
    expect(formatRelativeTime(before(-5_000), now)).toBe('just now');
  });
});
