import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../../../shared/preference-filters';
import { DEFAULT_QUICK } from '../../../shared/quick-filters';
import {
  changeDiscoverParams,
  cleared,
  clearedFilters,
  filtersOfQuery,
  filtersQuery,
  readDiscoverParams,
} from './discover-params';

const read = (query: string) => readDiscoverParams(new URLSearchParams(query));
const change = (query: string, update: Parameters<typeof changeDiscoverParams>[1]) =>
  changeDiscoverParams(new URLSearchParams(query), update).toString();

describe('Discover in the URL', () => {
  it('opens on the map with no filters named (the preferences apply)', () => {
    expect(read('')).toEqual({
      q: '',
      mapQuery: '',
      tab: 'map',
      filters: null,
      quick: DEFAULT_QUICK,
    });
  });

  it('reads text, tab and filters, dropping what a hand-edited link gets wrong', () => {
    expect(
      read(
        'q=swim&mq=park&tab=list&type=Sports&type=Knitting&day=Saturday&time=School+Breaks&within=10&age=x',
      ),
    ).toEqual({
      q: 'swim',
      mapQuery: 'park',
      tab: 'list',
      filters: { types: ['Sports'], days: ['Saturday'], times: [], maxDistance: 10, age: null },
      quick: DEFAULT_QUICK,
    });
    expect(read('tab=nope').tab).toBe('map');
  });

  it('remembers that the parent cleared every filter', () => {
    expect(change('type=Sports&q=art', { filters: NO_FILTERS })).toBe('q=art&filters=none');
    expect(read('filters=none').filters).toEqual(NO_FILTERS);
  });

  it('writes filters as repeated keys and leaves the map tab out', () => {
    expect(
      change('tab=list&filters=none', {
        tab: 'map',
        filters: { ...NO_FILTERS, types: ['Sports', 'Music'], times: ['After School'] },
      }),
    ).toBe('type=Sports&type=Music&time=After+School');
  });

  it('drops blank text', () => {
    expect(change('q=art&tab=list', { q: '  ' })).toBe('tab=list');
  });

  describe('quick filters', () => {
    it('reads a date, a price and ages, ignoring what a hand-edited link gets wrong', () => {
      expect(read('when=weekend&price=under25&ages=6').quick).toEqual({
        when: 'weekend',
        price: 'under25',
        ages: 6,
        category: null,
        sort: null,
      });
      expect(read('when=2026-12-05&price=40&ages=any').quick).toEqual({
        when: '2026-12-05',
        price: 40,
        ages: 'any',
        category: null,
        sort: null,
      });
      expect(read('when=someday&price=cheap&ages=99').quick).toEqual(DEFAULT_QUICK);
      expect(read('price=0').quick.price).toBeNull();
    });

    it("sit beside the preferences: choosing one keeps the parent's preferences in force", () => {
      const url = change('tab=list', { quick: { when: 'today' } });
      expect(url).toBe('tab=list&when=today');
      expect(read(url).filters).toBeNull();
    });

    it('change one quick filter and keep the others and the named filters', () => {
      expect(change('type=Sports&when=today&price=free', { quick: { price: 25 } })).toBe(
        'type=Sports&when=today&price=25',
      );
      expect(change('when=today&price=free', { quick: { when: null } })).toBe('price=free');
    });

    it("remembers that the parent removed 'Ages fit my kids', and leaves the default out", () => {
      expect(change('tab=list', { quick: { ages: 'any' } })).toBe('tab=list&ages=any');
      expect(change('ages=any', { quick: { ages: 'kids' } })).toBe('');
      expect(change('', { quick: { ages: 7 } })).toBe('ages=7');
    });

    it('reads a category and an order, and keeps them with the search text', () => {
      const url = change('q=swim', { quick: { category: 'Swimming', sort: 'price' } });
      expect(url).toBe('q=swim&category=Swimming&sort=price');
      expect(read(url).quick).toMatchObject({ category: 'Swimming', sort: 'price' });
      expect(read(url).q).toBe('swim');
      expect(read('category=Knitting&sort=popular').quick).toEqual(DEFAULT_QUICK);
      expect(change(url, { quick: { sort: null } })).toBe('q=swim&category=Swimming');
    });

    it('holds the filters alone as a query, and reads them back', () => {
      const filters = { ...NO_FILTERS, types: ['Music' as const], maxDistance: 10 };
      expect(filtersQuery(filters)).toBe('type=Music&within=10');
      expect(filtersOfQuery(filtersQuery(filters))).toEqual(filters);
      expect(filtersOfQuery(filtersQuery(NO_FILTERS))).toEqual(NO_FILTERS);
      expect(filtersOfQuery('')).toBeNull();
    });

    it("clears them with the other filters (the kids' ages only when they apply)", () => {
      const full = 'q=art&type=Sports&when=today&price=free&ages=6&category=Music&sort=price';
      expect(change(full, clearedFilters(true))).toBe('q=art&ages=any&sort=price&filters=none');
      expect(change(full, clearedFilters(false))).toBe('q=art&sort=price&filters=none');
      expect(change(full, cleared(true))).toBe('ages=any&sort=price&filters=none');
    });
  });
});
