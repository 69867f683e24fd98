import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/** True while the browser takes over a page the server rendered (main.tsx), until its first commit. */
let hydrating = false;

export function setHydrating(value: boolean) {
  hydrating = value;
}

/** Whether the page's first hydration is still under way, for a part deciding how to start. */
export const isHydrating = () => hydrating;

/**
 * True inside a part of the page that React hydrates after the rest (`HydratesApart`): its first
 * render in the browser is still a hydration when the rest of the page has long been taken over.
 */
export const HydrationPendingContext = createContext(false);

/**
 * False on the server and while the browser hydrates a page rendered there, true from then on:
 * for parts that exist only in a browser (the map), which the server renders as their placeholder.
 * The switch after hydration is a transition, so React renders those parts in slices a tap can
 * interrupt (a store read with `useSyncExternalStore` would re-render them in one synchronous task).
 * Parts mounted later (a client-side navigation) are true from their first render.
 */
export function useHydrated(): boolean {
  const pending = useContext(HydrationPendingContext);
  const [hydrated, setHydrated] = useState(
    () => typeof window !== 'undefined' && !hydrating && !pending,
  );
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
