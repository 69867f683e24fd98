import { describe, expect, it } from 'vitest';
import { timesStartingIn } from './activity-times';

const MINUTE = 60_000;
const at = (date: string, time: string) => new Date(`${date}T${time}:00`).getTime();

describe('timesStartingIn', () => {
  it('starts on the next whole minute after the delay and lasts an hour', () => {
    expect(timesStartingIn(at('2026-11-27', '10:14'), 23 * 60 * MINUTE + 30_000)).toEqual({
      date: '2026-11-28',
      startTime: '09:15',
      endTime: '10:15',
    });
  });

  it('ends at 23:59 when the hour would cross midnight', () => {
    expect(timesStartingIn(at('2026-11-27', '23:10'), MINUTE)).toEqual({
      date: '2026-11-27',
      startTime: '23:12',
      endTime: '23:59',
    });
  });

  it('moves a start on 23:59 to midnight, so the end is still after it', () => {
    expect(timesStartingIn(at('2026-11-26', '00:57'), 23 * 60 * MINUTE + MINUTE)).toEqual({
      date: '2026-11-27',
      startTime: '00:00',
      endTime: '01:00',
    });
  });
});
