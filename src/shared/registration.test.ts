import { describe, expect, it } from 'vitest';
import {
  isOpeningWallClock,
  openingInstant,
  openingReminderTitle,
  opensBeforeStart,
  opensIn,
  registrationIsOpen,
  registrationOpening,
  registrationOpensLabel,
  secondsUntilOpening,
} from './registration';

describe('registration openings', () => {
  it('reads the catalogue form of an opening as a wall-clock time here', () => {
    expect(isOpeningWallClock('2027-01-05T09:00')).toBe(true);
    expect(isOpeningWallClock('2027-02-30T09:00')).toBe(false);
    expect(isOpeningWallClock('2027-01-05T24:00')).toBe(false);
    expect(isOpeningWallClock('2027-01-05 09:00')).toBe(false);
    expect(isOpeningWallClock('2027-01-05T09:00Z')).toBe(false);
    const at = openingInstant('2027-01-05T09:00');
    expect(at.getTime()).toBe(new Date(2027, 0, 5, 9, 0).getTime());
    expect(registrationOpening(at, 'lottery')).toEqual({
      at: at.toISOString(),
      date: '2027-01-05',
      time: '09:00',
      mode: 'lottery',
    });
    expect(() => openingInstant('soon')).toThrow(RangeError);
  });

  it('opens only before the first session starts', () => {
    expect(opensBeforeStart('2027-01-05T09:59', '2027-01-05', '10:00')).toBe(true);
    expect(opensBeforeStart('2027-01-05T10:00', '2027-01-05', '10:00:00')).toBe(false);
    expect(opensBeforeStart('2027-01-06T09:00', '2027-01-05', '10:00')).toBe(false);
  });

  it('says when registration opens as a parent reads it', () => {
    expect(registrationOpensLabel({ date: '2027-01-04', time: '09:00' })).toBe(
      'Registration opens Mon, Jan 4 at 9:00 AM',
    );
    expect(registrationOpensLabel({ date: '2027-01-09', time: '18:30' })).toBe(
      'Registration opens Sat, Jan 9 at 6:30 PM',
    );
  });

  it('is open with no opening time, and from the opening instant on', () => {
    const opening = { at: '2027-01-05T14:00:00.000Z' };
    expect(registrationIsOpen(null, new Date())).toBe(true);
    expect(registrationIsOpen(opening, new Date('2027-01-05T13:59:59.999Z'))).toBe(false);
    expect(registrationIsOpen(opening, new Date('2027-01-05T14:00:00.000Z'))).toBe(true);
    expect(secondsUntilOpening(opening, new Date('2027-01-05T13:59:58.500Z'))).toBe(2);
    expect(secondsUntilOpening(opening, new Date('2027-01-05T14:00:01.000Z'))).toBe(0);
  });

  it('counts down in days and hours, then as a clock', () => {
    expect(opensIn(3 * 86_400 + 4 * 3_600 + 59)).toBe('Opens in 3 days, 4 hours');
    expect(opensIn(86_400 + 3_600)).toBe('Opens in 1 day, 1 hour');
    expect(opensIn(2 * 86_400)).toBe('Opens in 2 days');
    expect(opensIn(86_399)).toBe('Opens in 23:59:59');
    expect(opensIn(599)).toBe('Opens in 9:59');
    expect(opensIn(-5)).toBe('Opens in 0:00');
  });

  it('titles the reminders a day and ten minutes before', () => {
    expect(openingReminderTitle('dayBefore', 'Swim Camp')).toBe(
      'Registration opens tomorrow: Swim Camp',
    );
    expect(openingReminderTitle('tenMinutes', 'Swim Camp')).toBe(
      'Registration opens in 10 minutes: Swim Camp',
    );
  });
});
