import { describe, expect, it } from 'vitest';
import { ageInYears, initials, isEligible } from './age';

describe('ageInYears', () => {
  it('counts a year only once the birthday has come', () => {
    expect(ageInYears('2018-06-15', '2026-06-14')).toBe(7); // the day before
    expect(ageInYears('2018-06-15', '2026-06-15')).toBe(8); // on the birthday
    expect(ageInYears('2018-06-15', '2026-06-16')).toBe(8); // the day after
    expect(ageInYears('2018-06-15', '2026-05-31')).toBe(7); // an earlier month
    expect(ageInYears('2018-06-15', '2026-12-01')).toBe(8); // a later month
  });

  it('is 0 for a child born today or earlier this year', () => {
    expect(ageInYears('2026-03-10', '2026-03-10')).toBe(0);
    expect(ageInYears('2025-12-31', '2026-12-30')).toBe(0);
    expect(ageInYears('2025-12-31', '2026-12-31')).toBe(1);
  });

  it('lets a 29 February child turn a year older on 1 March in non-leap years', () => {
    expect(ageInYears('2020-02-29', '2021-02-28')).toBe(0);
    expect(ageInYears('2020-02-29', '2021-03-01')).toBe(1);
    expect(ageInYears('2020-02-29', '2023-02-28')).toBe(2);
    expect(ageInYears('2020-02-29', '2023-03-01')).toBe(3);
  });

  it('counts a 29 February birthday on the day itself in leap years', () => {
    expect(ageInYears('2020-02-29', '2024-02-28')).toBe(3);
    expect(ageInYears('2020-02-29', '2024-02-29')).toBe(4);
    expect(ageInYears('2020-02-29', '2024-03-01')).toBe(4);
  });

  it('refuses dates that are not YYYY-MM-DD calendar dates', () => {
    expect(() => ageInYears('2020-02-30', '2026-01-01')).toThrow();
    expect(() => ageInYears('2020-01-01', '01/02/2026')).toThrow();
  });
});

describe('isEligible', () => {
  const activity = { ageMin: 5, ageMax: 8 };
  const on = '2026-06-15';

  it('includes both ends of the age range', () => {
    expect(isEligible({ birthDate: '2021-06-15' }, activity, on)).toBe(true); // just 5
    expect(isEligible({ birthDate: '2017-06-16' }, activity, on)).toBe(true); // 8, a day before 9
  });

  it('excludes children just outside the range', () => {
    expect(isEligible({ birthDate: '2021-06-16' }, activity, on)).toBe(false); // 4, turns 5 tomorrow
    expect(isEligible({ birthDate: '2017-06-15' }, activity, on)).toBe(false); // 9 today
  });

  it('accepts a one-year range and babies for a 0-year minimum', () => {
    expect(isEligible({ birthDate: '2026-06-15' }, { ageMin: 0, ageMax: 0 }, on)).toBe(true);
    expect(isEligible({ birthDate: '2025-06-15' }, { ageMin: 0, ageMax: 0 }, on)).toBe(false);
  });
});

describe('initials', () => {
  it('takes the first letter of up to two words, uppercased', () => {
    expect(initials('Mia Rose')).toBe('MR');
    expect(initials('mia rose anne')).toBe('MR');
    expect(initials('  leo  ')).toBe('L');
    expect(initials('Ana Luisa Maria', 3)).toBe('ALM');
  });

  it('is empty for a blank name', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
  });

  it('keeps non-Latin first letters', () => {
    expect(initials('élodie ñúñez')).toBe('ÉÑ');
  });
});
