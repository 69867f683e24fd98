import { describe, expect, it } from 'vitest';
import {
  agesLabel,
  agesSearch,
  dateLabel,
  isCategory,
  isQuickSort,
  QUICK_SORTS,
  sortLabel,
  sortSearch,
  typeSearch,
  dateWindow,
  isDateChoice,
  kidAges,
  parseQuickPrice,
  priceLabel,
  priceSearch,
  QUICK_PRICE_INVALID,
  quickPriceProblem,
} from './quick-filters';

// 2026-11-26 is a Thursday.
const THURSDAY = '2026-11-26';
const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-29';

describe('quick date filters', () => {
  it('Today is today only', () => {
    expect(dateWindow('today', THURSDAY)).toEqual({ from: THURSDAY, to: THURSDAY });
  });

  it('This weekend: the coming Saturday and Sunday on a weekday', () => {
    expect(dateWindow('weekend', THURSDAY)).toEqual({ from: SATURDAY, to: SUNDAY });
    expect(dateWindow('weekend', '2026-11-23')).toEqual({ from: SATURDAY, to: SUNDAY });
  });

  it('This weekend on a Saturday is today and tomorrow; on a Sunday, today only', () => {
    expect(dateWindow('weekend', SATURDAY)).toEqual({ from: SATURDAY, to: SUNDAY });
    expect(dateWindow('weekend', SUNDAY)).toEqual({ from: SUNDAY, to: SUNDAY });
  });

  it('Next 7 days is today and the six days after, across a month end', () => {
    expect(dateWindow('next7', THURSDAY)).toEqual({ from: THURSDAY, to: '2026-12-02' });
  });

  it('a chosen date is that day', () => {
    expect(dateWindow('2026-12-05', THURSDAY)).toEqual({ from: '2026-12-05', to: '2026-12-05' });
  });

  it('names each choice as its chip reads', () => {
    expect(['today', 'weekend', 'next7', '2026-12-05'].map(dateLabel)).toEqual([
      'Today',
      'This weekend',
      'Next 7 days',
      'Sat, Dec 5',
    ]);
  });

  it('accepts the presets and real dates only', () => {
    expect(['today', 'weekend', 'next7', '2026-12-05'].every(isDateChoice)).toBe(true);
    expect(['tomorrow', '2026-02-30', ''].some(isDateChoice)).toBe(false);
  });
});

describe('quick price filters', () => {
  it('Free searches free sessions only', () => {
    expect(priceSearch('free')).toEqual({ free: true });
  });

  it('Under $25 leaves a $25 session out; Up to $40 keeps a $40 one', () => {
    expect(priceSearch('under25')).toEqual({ maxPrice: 2499 });
    expect(priceSearch(40)).toEqual({ maxPrice: 4000 });
  });

  it('names each choice', () => {
    expect((['free', 'under25', 40] as const).map(priceLabel)).toEqual([
      'Free',
      'Under $25',
      'Up to $40',
    ]);
  });

  it('takes a typed maximum in whole dollars from 1 to 10,000', () => {
    expect(['1', ' 40 ', '10000'].map(parseQuickPrice)).toEqual([1, 40, 10_000]);
    for (const typed of ['', '0', '10001', '12.50', '-5', '1e3', 'forty']) {
      expect(parseQuickPrice(typed), typed).toBeNull();
      expect(quickPriceProblem(typed)).toBe(QUICK_PRICE_INVALID);
    }
    expect(QUICK_PRICE_INVALID).toBe('Enter whole dollars from $1 to $10,000');
  });
});

describe('ages', () => {
  it("counts each kid's age in whole years on the day, once each, youngest first", () => {
    const kids = [
      { birthDate: '2016-11-27' }, // 9 until tomorrow
      { birthDate: '2020-01-15' }, // 6
      { birthDate: '2016-05-01' }, // 10
      { birthDate: '2020-03-03' }, // 6
    ];
    expect(kidAges(kids, THURSDAY)).toEqual([6, 9, 10]);
    expect(kidAges([{ birthDate: null }], THURSDAY)).toEqual([]);
  });

  it("searches the kids' ages, one chosen age, or none", () => {
    expect(agesSearch('kids', [6, 9])).toEqual([6, 9]);
    expect(agesSearch(4, [6, 9])).toEqual([4]);
    expect(agesSearch('any', [6, 9])).toEqual([]);
  });

  it("shows 'Ages fit my kids' only when there are kids' ages", () => {
    expect(agesLabel('kids', [6])).toBe('Ages fit my kids');
    expect(agesLabel('kids', [])).toBeNull();
    expect(agesLabel('any', [6])).toBeNull();
    expect(agesLabel(4, [])).toBe('For age 4');
  });
});

describe('quick category and order', () => {
  it('a chosen category stands in for the preferred types; none leaves them', () => {
    expect(typeSearch('Swimming', ['Sports'])).toEqual(['Swimming']);
    expect(typeSearch(null, ['Sports'])).toEqual(['Sports']);
    expect(typeSearch(null, undefined)).toBeUndefined();
    expect(isCategory('Swimming')).toBe(true);
    expect(isCategory('Underwater basket weaving')).toBe(false);
  });

  it('orders soonest, cheapest or nearest first, and nearest only with a location', () => {
    expect(sortSearch('soonest', false)).toBe('date');
    expect(sortSearch('price', false)).toBe('price');
    expect(sortSearch('distance', true)).toBe('distance');
    expect(sortSearch('distance', false)).toBeUndefined();
    expect(sortSearch(null, true)).toBeUndefined();
    expect(QUICK_SORTS.map(sortLabel)).toEqual(['Soonest', 'Lowest price', 'Nearest']);
    expect(isQuickSort('distance')).toBe(true);
    expect(isQuickSort('popular')).toBe(false);
  });
});
