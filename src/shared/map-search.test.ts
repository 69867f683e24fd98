import { describe, expect, it } from 'vitest';
import { matchesMapSearch } from './map-search';

const pottery = {
  title: 'Little Potters Studio',
  location: { name: 'Riverside Community Centre' },
};

describe('matchesMapSearch', () => {
  it('matches a substring of the title or the location name, in any case', () => {
    expect(matchesMapSearch(pottery, 'potters')).toBe(true);
    expect(matchesMapSearch(pottery, 'RIVERSIDE')).toBe(true);
    expect(matchesMapSearch(pottery, '  community  ')).toBe(true);
  });

  it('does not match other words', () => {
    expect(matchesMapSearch(pottery, 'swimming')).toBe(false);
  });

  it('matches everything when the text is blank', () => {
    expect(matchesMapSearch(pottery, '')).toBe(true);
    expect(matchesMapSearch(pottery, '   ')).toBe(true);
  });
});
