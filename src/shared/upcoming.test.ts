import { describe, expect, it } from 'vitest';
import {
  hasStarted,
  localDateTime,
  localMoment,
  readLocalDateTime,
  upcomingFloor,
} from './upcoming';

const NOW = { date: '2026-11-28', time: '10:30:00' };

describe('upcoming sessions', () => {
  it('counts a session today as started from its start time on', () => {
    expect(hasStarted({ date: '2026-11-28', startTime: '09:00' }, NOW)).toBe(true);
    expect(hasStarted({ date: '2026-11-28', startTime: '10:30:00' }, NOW)).toBe(true);
    expect(hasStarted({ date: '2026-11-28', startTime: '10:31' }, NOW)).toBe(false);
  });

  it('counts earlier days as started and later days as upcoming, whatever the time', () => {
    expect(hasStarted({ date: '2026-11-27', startTime: '23:00' }, NOW)).toBe(true);
    expect(hasStarted({ date: '2026-11-29', startTime: '06:00' }, NOW)).toBe(false);
  });

  it("starts a search after now today, or at the start of a later 'from' day", () => {
    expect(upcomingFloor(NOW)).toEqual({ date: '2026-11-28', after: '10:30:00' });
    expect(upcomingFloor(NOW, '2026-11-28')).toEqual({ date: '2026-11-28', after: '10:30:00' });
    expect(upcomingFloor(NOW, '2026-11-01')).toEqual({ date: '2026-11-28', after: '10:30:00' });
    expect(upcomingFloor(NOW, '2026-12-02')).toEqual({ date: '2026-12-02', after: null });
  });

  it("reads the parent's local date-time, with or without seconds", () => {
    expect(readLocalDateTime('2026-11-28T10:30')).toEqual(NOW);
    expect(readLocalDateTime('2026-11-28T10:30:15.250')).toEqual({ ...NOW, time: '10:30:15' });
    for (const bad of ['2026-02-30T10:00', '2026-11-28 10:30', '2026-11-28T24:00', 'today']) {
      expect(readLocalDateTime(bad)).toBeUndefined();
    }
  });

  it('writes this clock as the local date-time the APIs read', () => {
    const at = new Date(2026, 0, 5, 7, 8, 9);
    expect(localMoment(at)).toEqual({ date: '2026-01-05', time: '07:08:09' });
    expect(readLocalDateTime(localDateTime(at))).toEqual(localMoment(at));
  });
});
