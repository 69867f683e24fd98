/**
 * Whether the search palette is open: one flag for the whole app, so any screen (or the header)
 * can open it without knowing where it is mounted. The palette itself loads lazily; this module
 * is tiny on purpose.
 */

type Listener = () => void;

let open = false;
const listeners = new Set<Listener>();

function setOpen(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openSearchPalette = () => setOpen(true);
export const closeSearchPalette = () => setOpen(false);
export const toggleSearchPalette = () => setOpen(!open);
export const setSearchPaletteOpen = setOpen;

export const isSearchPaletteOpen = () => open;

/** For useSyncExternalStore: called on every open or close; returns the unsubscribe. */
export function subscribeSearchPalette(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
