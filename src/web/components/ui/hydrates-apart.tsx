import { Suspense, useContext, useState, type ReactNode } from 'react';
import { HydrationPendingContext, isHydrating } from '../../lib/use-hydrated';

/**
 * A part of a server-rendered page that React hydrates after the rest of it, in a render and a
 * commit of its own: React leaves the server's HTML of a Suspense boundary in place and hydrates
 * it later, so one long task of taking over the page becomes shorter ones on a slow phone
 * (decision 067). A tap inside it before then makes React hydrate it at once and then handle
 * the tap. Nothing inside suspends on the server or in the browser: the part is in the page's
 * HTML, and there is no fallback to show. Parts inside that exist only in a browser
 * (`useHydrated`) still start as their placeholder when the part is hydrated.
 *
 * `pass` says in which of React's passes the part is hydrated: React hydrates a boundary inside
 * a boundary in the pass after its parent's, so a part nested `pass` deep waits for `pass`
 * commits before its own, each of them shorter than all of them at once.
 */
export function HydratesApart({ pass = 1, children }: { pass?: number; children: ReactNode }) {
  // A part inside a part hydrated apart is hydrated later still: its first render is a
  // hydration too, though the page's first commit is long done.
  const insidePending = useContext(HydrationPendingContext);
  const [pending] = useState(() => insidePending || isHydrating());
  // The server renders every level, and a hydration must find them; a part the browser renders
  // itself (a list's next page) needs only the one.
  const levels = pending || typeof window === 'undefined' ? pass : 1;
  let part = children;
  for (let level = 0; level < levels; level++) part = <Suspense fallback={null}>{part}</Suspense>;
  return <HydrationPendingContext value={pending}>{part}</HydrationPendingContext>;
}
