import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../../../shared/preference-filters';
import { changeDiscoverParams, readDiscoverParams } from './discover-params';

const read = (query: string) => readDiscoverParams(new URLSearchParams(query));
const change = (query: string, update: Parameters<typeof changeDiscoverParams>[1]) =>
  changeDiscoverParams(new URLSearchParams(query), update).toString();

describe('Discover in the URL', () => {
  it('opens on the map with no filters named (the preferences apply)', () => {
    expect(read('')).toEqual({ q: '', mapQuery: '', tab: 'map', filters: null });
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
});
