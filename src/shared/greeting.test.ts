import { describe, expect, it } from 'vitest';
import { homeGreeting, isReturningParent } from './greeting';

const signedUp = new Date('2026-06-01T10:00:00Z');
const at = (ms: number) => new Date(signedUp.getTime() + ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('isReturningParent', () => {
  it('is not, in the session sign-up opened, on the day of signing up', () => {
    expect(
      isReturningParent({ accountCreatedAt: signedUp, sessionCreatedAt: at(40), now: at(HOUR) }),
    ).toBe(false);
  });

  it('is, once the parent has signed in again', () => {
    expect(
      isReturningParent({
        accountCreatedAt: signedUp,
        sessionCreatedAt: at(2 * MINUTE),
        now: at(3 * MINUTE),
      }),
    ).toBe(true);
  });

  it('is, a day after signing up, even in the first session', () => {
    expect(
      isReturningParent({
        accountCreatedAt: signedUp,
        sessionCreatedAt: at(40),
        now: at(24 * HOUR),
      }),
    ).toBe(true);
    expect(
      isReturningParent({
        accountCreatedAt: signedUp,
        sessionCreatedAt: at(40),
        now: at(24 * HOUR - 1),
      }),
    ).toBe(false);
  });

  it('is, when the session is not known', () => {
    expect(
      isReturningParent({ accountCreatedAt: signedUp, sessionCreatedAt: null, now: at(MINUTE) }),
    ).toBe(true);
  });
});

describe('homeGreeting', () => {
  it.each([
    ['Maya', false, 'Welcome, Maya'],
    ['Maya', true, 'Welcome back, Maya'],
    ['  Maya ', true, 'Welcome back, Maya'],
    [null, false, 'Welcome'],
    ['   ', true, 'Welcome back'],
  ] as const)('%j, returning %s: %s', (name, returning, expected) => {
    expect(homeGreeting(name, returning)).toBe(expected);
  });
});
