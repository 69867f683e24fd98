import { Suspense, useState, type ReactNode } from 'react';
import { HydrationPendingContext, isHydrating } from '../../lib/use-hydrated';

/**
 * A part of a server-rendered page that React hydrates after the rest of it, in a render and a
 * commit of its own: React leaves the server's HTML of a Suspense boundary in place and hydrates
 * it later, so one long task of taking over the page becomes shorter ones on a slow phone
 * (decision 067). A tap inside it before then makes React hydrate it at once and then handle
 * the tap. Nothing inside suspends on the server or in the browser: the part is in the page's
 * HTML, and there is no fallback to show. Parts inside that exist only in a browser
 * (`useHydrated`) still start as their placeholder when the part is hydrated.
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  const [pending] = useState(isHydrating);
  return (
    <HydrationPendingContext value={pending}>
      <Suspense fallback={null}>{children}</Suspense>
    </HydrationPendingContext>
  );
}
