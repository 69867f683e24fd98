import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a page rendered on the server hands to the browser (entry-server.tsx → main.tsx): the
 * query cache its render read and the router's loader data, in a JSON script in the page.
 */
export type PageState = {
  queries: DehydratedState;
  router: Pick<HydrationState, 'loaderData' | 'actionData'>;
};

export const PAGE_STATE_ID = 'kv-page-state';

/**
 * JSON that cannot end its script element or open a comment: '<' is written as its escape, and
 * so are the two line separators some parsers treat as line ends.
 */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state a server-rendered page carries, or null for the plain app shell. */
export function readPageState(doc: Document = document): PageState | null {
  const script = doc.getElementById(PAGE_STATE_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as PageState;
  } catch {
    return null;
  }
}
