import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import {
  isSearchPaletteOpen,
  setSearchPaletteOpen,
  subscribeSearchPalette,
  toggleSearchPalette,
} from '../../../lib/search-palette';

// cmdk and the palette's screens load on first use, never with the first route.
const SearchPalette = lazy(() => import('./search-palette'));

/** Ctrl+K on Windows and Linux, Cmd+K on a Mac. */
const isPaletteShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/**
 * Listens for Ctrl/Cmd+K and for openSearchPalette(), and mounts the palette the first time it
 * is asked for. Tiny, so it can sit in the main layout.
 */
export function SearchPaletteHost() {
  const open = useSyncExternalStore(subscribeSearchPalette, isSearchPaletteOpen, () => false);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      // The browser's own Ctrl+K focuses its address bar.
      event.preventDefault();
      toggleSearchPalette();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={open ? <PaletteLoading /> : null}>
      <SearchPalette open={open} onOpenChange={setSearchPaletteOpen} />
    </Suspense>
  );
}

function PaletteLoading() {
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex items-start justify-center bg-stone-900/50 pt-[20vh]"
    >
      <span className="rounded-xl bg-white px-4 py-3 font-semibold text-ink shadow-lg">
        Opening search…
      </span>
    </div>
  );
}
