import { describe, expect, it } from 'vitest';
import { avatarLetter } from './avatar-letter';

describe('avatarLetter', () => {
  it("uses the first kid profile's name, upper-cased", () => {
    expect(avatarLetter({ kidNames: ['maya', 'Leo'], email: 'parent@example.com' })).toBe('M');
  });

  it("falls back to the e-mail's first letter", () => {
    expect(avatarLetter({ kidNames: [], email: 'parent@example.com' })).toBe('P');
  });

  it('skips a blank kid name', () => {
    expect(avatarLetter({ kidNames: ['  '], email: 'zoe@example.com' })).toBe('Z');
  });

  it("is 'U' with neither", () => {
    expect(avatarLetter({ kidNames: [], email: null })).toBe('U');
    expect(avatarLetter({ kidNames: [], email: '' })).toBe('U');
  });
});
