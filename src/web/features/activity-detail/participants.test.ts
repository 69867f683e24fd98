import { describe, expect, it } from 'vitest';
import { kidAnswer } from '../../testing/kid-answer';
import { childCountLabel, participantsFor } from './participants';

const TODAY = '2026-06-15';
const activity = { ageMin: 4, ageMax: 7 };

describe('participants', () => {
  it('offers kids whose whole-year age is within the range, inclusive', () => {
    const kids = [
      // Turned 4 today: eligible.
      kidAnswer({ id: 'min', birthDate: '2022-06-15' }),
      // 7 until tomorrow: eligible.
      kidAnswer({ id: 'max', birthDate: '2018-06-16' }),
      // Turns 4 tomorrow: still 3.
      kidAnswer({ id: 'young', birthDate: '2022-06-16' }),
      // Turned 8 today.
      kidAnswer({ id: 'old', birthDate: '2018-06-15' }),
    ];
    const result = participantsFor(kids, activity, TODAY);
    expect(result.map((p) => [p.kid.id, p.age, p.eligible])).toEqual([
      ['min', 4, true],
      ['max', 7, true],
      ['young', 3, false],
      ['old', 8, false],
    ]);
  });

  it('counts children', () => {
    expect(childCountLabel(0)).toBe('0 children');
    expect(childCountLabel(1)).toBe('1 child');
    expect(childCountLabel(2)).toBe('2 children');
  });
});
