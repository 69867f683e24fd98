import { describe, expect, it } from 'vitest';
import {
  canonicalQuery,
  isSavedSearchLink,
  savedSearchLabel,
  savedSearchNotice,
} from './saved-searches';

describe('canonicalQuery', () => {
  it('writes one search one way, whatever the order, repeats, blanks or paging', () => {
    const a = canonicalQuery({ type: ['Music', 'Dance', 'Music'], age: '6', limit: '20', q: ' ' });
    const b = canonicalQuery({ age: ' 6 ', cursor: 'x', type: ['Dance', 'Music'], now: 'y' });
    expect(a).toEqual({ age: '6', type: ['Dance', 'Music'] });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(canonicalQuery({ type: ['Music'] })).toEqual(canonicalQuery({ type: 'Music' }));
  });
});

describe('isSavedSearchLink', () => {
  it("takes only a path on the search's own page", () => {
    expect(isSavedSearchLink('discover', '/activities?tab=list&type=Music')).toBe(true);
    expect(isSavedSearchLink('discover', '/activities')).toBe(true);
    expect(isSavedSearchLink('finder', '/boredom-bot?prompt=swim')).toBe(true);
    expect(isSavedSearchLink('finder', '/activities?q=swim')).toBe(false);
    expect(isSavedSearchLink('discover', '/activities-evil')).toBe(false);
    expect(isSavedSearchLink('discover', 'https://example.com/activities')).toBe(false);
    expect(isSavedSearchLink('discover', '//example.com/activities')).toBe(false);
    expect(isSavedSearchLink('discover', '/activities?\\@evil')).toBe(false);
  });
});

describe('savedSearchNotice', () => {
  it('names the search and how many new activities it found, up to the cap', () => {
    expect(savedSearchNotice('Swimming', 1, 100)).toEqual({
      title: 'New for your search: Swimming',
      body: '1 new activity matches',
    });
    expect(savedSearchNotice('Swimming', 7, 100).body).toBe('7 new activities match');
    expect(savedSearchNotice('Swimming', 100, 100).body).toBe('100+ new activities match');
  });
});

describe('savedSearchLabel', () => {
  it('joins the parts, and cuts a label too long to keep', () => {
    expect(savedSearchLabel(['“swim”', 'Sports', 'Saturday'])).toBe('“swim” · Sports · Saturday');
    expect(savedSearchLabel(['swimming lessons'], 10)).toBe('swimming…');
    expect(savedSearchLabel(['a'.repeat(300)])).toHaveLength(160);
  });
});
