import { describe, expect, it } from 'vitest';
import { authPathFor, safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('accepts in-app paths', () => {
    expect(safeRedirectPath('/bookings')).toBe('/bookings');
    expect(safeRedirectPath('/activities/7?tab=list')).toBe('/activities/7?tab=list');
  });

  it('refuses other origins, odd input and the auth screen', () => {
    for (const value of [
      '//evil.test',
      '/\\evil.test',
      'https://evil.test',
      'bookings',
      '',
      null,
      '/auth',
      '/auth?mode=sign_up',
      '/auth/reset-password',
    ]) {
      expect(safeRedirectPath(value)).toBeNull();
    }
  });
});

describe('authPathFor', () => {
  it('brings the parent back to where they were', () => {
    expect(authPathFor('/wallet')).toBe('/auth?redirectTo=%2Fwallet');
    expect(authPathFor('/')).toBe('/auth');
  });
});
