import { useSyncExternalStore } from 'react';

/**
 * Discover's filters as the parent left them after removing a preference chip (or clearing
 * them), held for the rest of the visit. Held in sessionStorage: a parent who removes 'Sports'
 * and then opens an activity, Home or the menu's Discover link expects it still gone, but the
 * saved preferences are theirs to change on /filters, and a new visit starts from them again.
 * Kept as Discover's URL query (`type=Music&within=10`, `filters=none`) for the parent it
 * belongs to; saving preferences lets go of it, so the new ones apply.
 */

const KEY = 'kidventure.discoverFilters';
const listeners = new Set<() => void>();

type Held = { user: string | null; query: string };

function readRaw(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null; // storage unavailable: nothing is held beyond the page
  }
}

function write(value: Held | null) {
  try {
    if (value) sessionStorage.setItem(KEY, JSON.stringify(value));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: the choice lasts while the page's URL has it.
  }
  for (const listener of listeners) listener();
}

export const holdFilters = (user: string | null, query: string) => write({ user, query });
export const releaseHeldFilters = () => write(null);

function heldFor(raw: string | null, user: string | null): string | null {
  if (!raw) return null;
  try {
    const held = JSON.parse(raw) as Partial<Held>;
    return held.user === user && typeof held.query === 'string' ? held.query : null;
  } catch {
    return null;
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The held query for this parent (null for none). Null on the server and while the browser
 * hydrates a page rendered there, so both draw the same page before the held filters apply.
 */
export function useHeldFilters(user: string | null): string | null {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return heldFor(raw, user);
}
