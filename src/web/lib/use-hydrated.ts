import { startTransition, useEffect, useState } from 'react';

/** True while the browser takes over a page the server rendered (main.tsx), until its first commit. */
let hydrating = false;

export function setHydrating(value: boolean) {
  hydrating = value;
}

/**
 * False on the server and while the browser hydrates a page rendered there, true from then on:
 * for parts that exist only in a browser (the map), which the server renders as their placeholder.
 * The switch after hydration is a transition, so React renders those parts in slices a tap can
 * interrupt (a store read with `useSyncExternalStore` would re-render them in one synchronous task).
 * Parts mounted later (a client-side navigation) are true from their first render.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
