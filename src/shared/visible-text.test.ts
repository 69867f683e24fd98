import { describe, expect, it } from 'vitest';
import { hasVisibleText, visibleLength } from './visible-text';

describe('visible text', () => {
  it.each([
    ['eight zero-width spaces', '\u200B'.repeat(8)],
    ['a right-to-left override and a pop', '\u202E\u202C'],
    ['direction marks and isolates', '\u200E\u200F\u2066\u2069'],
    ['a zero-width joiner and a byte-order mark', '\u200D\uFEFF'],
    ['a Hangul filler', '\u3164'],
    ['a Braille blank', '\u2800'],
    ['no-break and ideographic spaces', '\u00A0\u3000'],
  ])('finds nothing to see in %s', (_, text) => {
    expect(hasVisibleText(text)).toBe(false);
    expect(visibleLength(text)).toBe(0);
  });

  it('counts what can be seen, an emoji once, and ignores what cannot', () => {
    expect(visibleLength('Maya')).toBe(4);
    expect(visibleLength('Zoë 🦊')).toBe(4);
    expect(visibleLength('\u202EMaya\u202C')).toBe(4);
    expect(visibleLength('a quiet lake')).toBe(10);
    expect(hasVisibleText('李')).toBe(true);
  });
});
