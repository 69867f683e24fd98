/**
 * Where the booking selection (booking-selection.ts) is kept, and who is told when it changes:
 * apart, so that signing out can forget it without loading the rest on every page.
 */

const STORAGE_KEY = 'kidventure.booking-selection';

const listeners = new Set<() => void>();
// Storage can be unavailable (disabled, or full): the selection then lives for this page only.
let memory: string | null = null;

/** The stored selection's text, or null. */
export function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return memory;
  }
}

/** Stores the selection's text (null: none) and tells every listener. */
export function writeRaw(raw: string | null) {
  memory = raw;
  try {
    if (raw === null) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, raw);
  } catch {
    // Kept in memory above.
  }
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Forgets the selection (after a booking is made, or when the parent signs out). */
export function clearBookingSelection() {
  writeRaw(null);
}
