import { describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '../../../shared/schemas/waitlist';
import { waitlistEntryHere } from './waitlist-here';

const entry = (activityId: number, sessionIds: number[]): WaitlistEntry => ({
  id: `00000000-0000-4000-8000-00000000000${activityId}`,
  activity: { id: activityId, title: 'Swim', imageUrl: '/x.svg' },
  sessions: sessionIds.map((id) => ({ id, date: '2026-12-05', startTime: '10:00' })),
  kids: [],
  position: 1,
  autoBook: null,
  offer: null,
  createdAt: '2026-11-29T10:00:00.000Z',
});

describe('the waitlist entry the activity page shows', () => {
  const entries = [entry(1, [10]), entry(2, [20, 21, 22])];

  it("is the activity's entry on a one-session activity", () => {
    expect(waitlistEntryHere(entries, 1, null)).toBe(entries[0]);
    expect(waitlistEntryHere(entries, 3, null)).toBeUndefined();
    expect(waitlistEntryHere(undefined, 1, null)).toBeUndefined();
  });

  it('is the entry for exactly the dates picked on a program', () => {
    expect(waitlistEntryHere(entries, 2, [22, 20, 21])).toBe(entries[1]);
    expect(waitlistEntryHere(entries, 2, [20])).toBeUndefined();
    expect(waitlistEntryHere(entries, 2, [])).toBeUndefined();
  });
});
