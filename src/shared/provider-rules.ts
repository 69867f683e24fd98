/**
 * Provider pages (/providers/{slug}): which slugs name a provider, which websites are linked,
 * and how much of a provider's catalogue one answer carries.
 */

export const PROVIDER_SLUG_MAX = 80;
const PROVIDER_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PROVIDER_SLUG_HINT =
  'use lowercase letters, digits and single dashes, e.g. "maple-leaf-swim"';

/** Lowercase letters and digits in dash-separated words: what imports accept and pages link to. */
export const isProviderSlug = (slug: string) =>
  slug.length <= PROVIDER_SLUG_MAX && PROVIDER_SLUG.test(slug);

/** Upcoming activities in one page of a provider's list. */
export const PROVIDER_ACTIVITIES_PAGE = 12;
export const PROVIDER_ACTIVITIES_PAGE_MAX = 48;
/** Places listed on a provider's page (a provider runs its activities at a handful). */
export const PROVIDER_PLACES_MAX = 30;

/**
 * The website as a link may carry it: an absolute http(s) address, or null (an address stored
 * before imports checked it, a `javascript:` one, or none) so no page ever links to anything else.
 */
export function linkableWebsite(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const url = new URL(website);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** 'https://www.maple-music.example/about' → 'maple-music.example': what the link shows. */
export function websiteLabel(website: string): string {
  try {
    return new URL(website).hostname.replace(/^www\./, '');
  } catch {
    return website;
  }
}
