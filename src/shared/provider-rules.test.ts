import { describe, expect, it } from 'vitest';
import { isProviderSlug, linkableWebsite, PROVIDER_SLUG_MAX, websiteLabel } from './provider-rules';

describe('provider slugs', () => {
  it.each(['maple-leaf-swim', 'studio9', 'a', 'kids-2-go'])('%s names a provider', (slug) => {
    expect(isProviderSlug(slug)).toBe(true);
  });

  it.each(['', 'Maple', 'maple--swim', '-maple', 'maple-', 'maple swim', 'café', '../etc'])(
    '"%s" cannot name one',
    (slug) => {
      expect(isProviderSlug(slug)).toBe(false);
    },
  );

  it('is at most PROVIDER_SLUG_MAX characters', () => {
    expect(isProviderSlug('a'.repeat(PROVIDER_SLUG_MAX))).toBe(true);
    expect(isProviderSlug('a'.repeat(PROVIDER_SLUG_MAX + 1))).toBe(false);
  });
});

describe('provider websites', () => {
  it('links http(s) addresses only', () => {
    expect(linkableWebsite('https://maple.example/about')).toBe('https://maple.example/about');
    expect(linkableWebsite('http://maple.example')).toBe('http://maple.example/');
    expect(linkableWebsite('javascript:alert(1)')).toBeNull();
    expect(linkableWebsite('data:text/html,hi')).toBeNull();
    expect(linkableWebsite('maple.example')).toBeNull();
    expect(linkableWebsite('')).toBeNull();
    expect(linkableWebsite(null)).toBeNull();
  });

  it('shows the host without www', () => {
    expect(websiteLabel('https://www.maple-music.example/about?x=1')).toBe('maple-music.example');
    expect(websiteLabel('http://studio9.example')).toBe('studio9.example');
  });
});
