import { describe, expect, it } from 'vitest';
import { drawIn, opensIn, wallClock } from './registration';
import {
  enteredLottery,
  entriesOpen,
  entriesOpenAt,
  lotteryClosedMessage,
  lotteryHoldEndsAt,
  lotteryOpensNote,
} from './registration-lottery';

describe('the lottery', () => {
  // Local wall clock, as the program's zone is this machine's.
  const drawAt = new Date(2027, 0, 5, 9, 0);

  it('takes entries for the week before its draw, and none from the draw on', () => {
    expect(entriesOpenAt(drawAt, 'lottery')).toEqual(new Date(2026, 11, 29, 9, 0));
    expect(entriesOpen(drawAt, 'lottery', new Date(2026, 11, 29, 8, 59))).toBe(false);
    expect(entriesOpen(drawAt, 'lottery', new Date(2026, 11, 29, 9, 0))).toBe(true);
    expect(entriesOpen(drawAt, 'lottery', new Date(2027, 0, 5, 8, 59, 59))).toBe(true);
    expect(entriesOpen(drawAt, 'lottery', new Date(2027, 0, 5, 9, 0))).toBe(false);
  });

  it('holds every winner’s places until a day after the draw, never past the start', () => {
    expect(lotteryHoldEndsAt(drawAt, new Date(2027, 0, 9, 10, 0))).toEqual(
      new Date(2027, 0, 6, 9, 0),
    );
    expect(lotteryHoldEndsAt(drawAt, new Date(2027, 0, 5, 18, 0))).toEqual(
      new Date(2027, 0, 5, 18, 0),
    );
  });

  it('tells the window and the draw in the words a parent reads', () => {
    expect(lotteryOpensNote(wallClock(drawAt))).toBe(
      "Lottery entries open Tue, Dec 29 at 9:00 AM. Places go by a draw when registration opens, so there's no need to rush.",
    );
    expect(enteredLottery(wallClock(drawAt))).toBe(
      "You're in the lottery. The draw is Tue, Jan 5 at 9:00 AM.",
    );
    expect(lotteryClosedMessage(wallClock(drawAt))).toBe(
      'Lottery entries closed Tue, Jan 5 at 9:00 AM. Book any places left, or join the waitlist.',
    );
    expect(drawIn(3 * 86_400 + 4 * 3_600)).toBe('Draw in 3 days, 4 hours');
    expect(drawIn(599)).toBe('Draw in 9:59');
    expect(opensIn(599)).toBe('Opens in 9:59');
  });
});
