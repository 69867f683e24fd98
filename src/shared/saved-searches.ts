import { formatCount } from './display-format';

/**
 * Saved searches (issue 30, point 6): 'Tell me about new ones' on Discover and in the finder.
 * Each rule a parent meets is here once; the routes, the check job and the screens read it.
 */

export const SAVED_SEARCH_SOURCES = ['discover', 'finder'] as const;
export type SavedSearchSource = (typeof SAVED_SEARCH_SOURCES)[number];

/** How many searches one parent may keep. */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCHES_FULL_MESSAGE = `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Remove one to save this search.`;

/** What the parent sees a saved search as ("Swimming · Age 6 · Saturday"). */
export const SAVED_SEARCH_LABEL_MAX = 160;

/** `parts` as one label ("“swim” · Sports · Saturday"), cut short with '…' past `max` characters. */
export function savedSearchLabel(parts: string[], max = SAVED_SEARCH_LABEL_MAX): string {
  const label = parts.join(' · ');
  return label.length <= max ? label : `${label.slice(0, max - 1).trimEnd()}…`;
}

/** The page a saved search opens: its own page's path, nothing else. */
export const SAVED_SEARCH_LINK_MAX = 2000;
/** Discover is /activities; a finder request opens BoredomBot (or KidCurator), which runs it. */
const PAGES_OF: Record<SavedSearchSource, string[]> = {
  discover: ['/activities'],
  finder: ['/boredom-bot', '/kid-curator'],
};

/** The link is a path on the search's own page (`/activities?…`), never elsewhere. */
export function isSavedSearchLink(source: SavedSearchSource, link: string): boolean {
  if (/[\s\\]/.test(link)) return false;
  return PAGES_OF[source].some((page) => link === page || link.startsWith(`${page}?`));
}

/** The parameters that change what a search finds, not which page of it or when it was asked. */
export const NOT_SAVED_PARAMS = ['limit', 'cursor', 'now', 'sort'] as const;

type QueryValue = string | string[];

/**
 * A query written one way: keys and lists sorted, blanks, repeats and unsaved keys dropped. The same
 * search saved twice (its filters chosen in another order) is one saved search.
 */
export function canonicalQuery(query: Record<string, QueryValue>): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const key of Object.keys(query).sort()) {
    if ((NOT_SAVED_PARAMS as readonly string[]).includes(key)) continue;
    const raw = query[key];
    const values = (Array.isArray(raw) ? raw : [raw ?? '']).map((v) => v.trim()).filter(Boolean);
    if (values.length === 0) continue;
    // `type=Music` and `type=[Music]` are one search: a single value is written as a string.
    const distinct = [...new Set(values)].sort();
    out[key] = distinct.length === 1 ? (distinct[0] ?? '') : distinct;
  }
  return out;
}

/** The notification for new matches: one a day at most, whatever the number found. */
export function savedSearchNotice(label: string, found: number, cap: number) {
  const count = found >= cap ? `${formatCount(cap)}+` : formatCount(found);
  return {
    title: `New for your search: ${label}`,
    body: found === 1 ? '1 new activity matches' : `${count} new activities match`,
  };
}

export const SAVED_SEARCH_SAVED = 'Saved. We’ll tell you about new ones.';
/** Beside a search already saved, in place of 'Tell me about new ones'. */
export const SAVED_SEARCH_FOLLOWING = 'You’re following this search.';
export const SAVED_SEARCH_REMOVED = 'Saved search removed';
