import { describe, expect, it } from 'vitest';
import { closestWord, editDistance } from './typo';

describe('editDistance', () => {
  it.each([
    ['socer', 'soccer', 1],
    ['karaet', 'karate', 1],
    ['paintting', 'painting', 1],
    ['camping', 'camp', 3],
    ['same', 'same', 0],
  ])('%s → %s is %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
  });
});

describe('closestWord', () => {
  const words = ['soccer', 'outdoor', 'outdoors', 'swim', 'swimming', 'camps'];
  it.each([
    ['socer', 'soccer'],
    ['swiming', 'swimming'],
    ['outdoorr', 'outdoors'],
    ['sweem', undefined],
    ['zoccer', undefined],
    ['camp', undefined],
  ])('%s → %s', (word, closest) => {
    expect(closestWord(word, words)).toBe(closest);
  });
});
