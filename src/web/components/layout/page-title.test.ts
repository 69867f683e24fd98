import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it.each([
    ['/', 'Kidventure'],
    ['/activities', 'Discover'],
    ['/activities/abc-123', 'Activity Details'],
    ['/providers/maple-leaf-swim', 'Provider'],
    ['/bookings', 'Bookings'],
    ['/profiles', 'Kid Profiles'],
    ['/profiles/42', 'Profile'],
    ['/profiles/new', 'Create Kid Profile'],
    ['/profiles/edit/42', 'Edit Kid Profile'],
    ['/wallet', 'Wallet'],
    ['/messages', 'Messages'],
    ['/favorites', 'Collections'],
    ['/lists', 'Collections'],
    ['/boredom-bot', 'BoredomBot'],
    ['/calendar', 'Calendar'],
    ['/settings', 'Settings'],
    ['/preferences', 'Your Preferences'],
    ['/filters', 'Your Preferences'],
    ['/kid-curator', 'KidCurator'],
    ['/booking', 'Booking Summary'],
  ])('%s → %s', (path, title) => {
    expect(pageTitle(path)).toBe(title);
  });

  it('ignores a trailing slash', () => {
    expect(pageTitle('/activities/')).toBe('Discover');
    expect(pageTitle('/activities/7/')).toBe('Activity Details');
  });

  it('shows the product name for paths it does not know', () => {
    expect(pageTitle('/no/such/page')).toBe('Kidventure');
    expect(pageTitle('/activities/7/extra')).toBe('Kidventure');
  });
});
