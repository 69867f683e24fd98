import { describe, expect, it } from 'vitest';
import { dateLabel, finderChips, withoutChips } from './finder-chips';
import { parseFinderRequest } from './finder-parse';

const WEDNESDAY = '2026-11-18';

describe('dateLabel', () => {
  it.each([
    ['2026-11-18', '2026-11-18', 'Today'],
    ['2026-11-19', '2026-11-19', 'Tomorrow'],
    ['2026-11-21', '2026-11-21', 'This Saturday'],
    ['2026-11-25', '2026-11-25', 'Wed, Nov 25'],
    ['2028-02-29', '2028-02-29', 'Tue, Feb 29, 2028'],
    ['2026-11-21', '2026-11-22', 'This weekend'],
    ['2026-11-28', '2026-11-29', 'Next weekend'],
    ['2026-11-23', '2026-11-29', 'Next week'],
    ['2026-11-18', '2026-11-22', 'This week'],
    ['2027-01-01', '2027-01-31', 'In January'],
    ['2026-11-20', '2026-12-02', 'Fri, Nov 20 – Wed, Dec 2'],
  ])('%s – %s → %s', (from, to, label) => {
    expect(dateLabel(from, to, WEDNESDAY)).toBe(label);
  });
});

describe('withoutChips', () => {
  const full = parseFinderRequest(
    'free swimming or piano for my 6 year old this saturday morning, indoor, near me',
    WEDNESDAY,
  );

  it('gives one chip per constraint, in a fixed order', () => {
    expect(finderChips(full, WEDNESDAY)).toEqual([
      { key: 'ages', label: 'Age 6' },
      { key: 'free', label: 'Free' },
      { key: 'dates', label: 'This Saturday' },
      { key: 'timeOfDay:morning', label: 'Morning' },
      { key: 'category:Music', label: 'Music' },
      { key: 'category:Swimming', label: 'Swimming' },
      { key: 'group:weekend', label: 'Weekend' },
      { key: 'group:indoor', label: 'Indoor' },
      { key: 'place', label: 'Near me' },
    ]);
  });

  it('drops exactly the constraints of the chips removed, and the summary follows', () => {
    const rest = withoutChips(full, ['free', 'category:Music', 'place', 'dates'], WEDNESDAY);
    expect(rest).toMatchObject({
      free: false,
      groups: ['weekend', 'indoor'],
      categories: ['Swimming'],
      nearMe: false,
      dateFrom: null,
      dateTo: null,
      ages: { min: 6, max: 6 },
      summary: 'Age 6 · Morning · Swimming · Weekend · Indoor',
    });
  });

  it('ignores keys it does not know', () => {
    expect(withoutChips(full, ['nonsense'], WEDNESDAY)).toEqual(full);
  });
});
