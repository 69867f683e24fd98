import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { appRoutes } from '../app/router';
import { dismissToastsOnNavigation } from '../lib/notify';
import { createQueryClient } from '../lib/query-client';
import type { ApiAnswer, ApiBody, ApiRequestBody } from './api-types';

/** The whole app (real routes, providers and toaster) at `path`, in memory. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
  dismissToastsOnNavigation(router);
  const user = userEvent.setup();
  render(
    <AppProvider client={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, user, queryClient, location: () => router.state.location };
}

type Answer = { status?: number; json: unknown };
/**
 * Gets the JSON body (as the route's contract types it) and the URL (for the query string). May
 * answer later (a promise), so a test can see what the parent sees while a request is on its way.
 */
export type ApiHandler<K extends string> = (
  body: ApiRequestBody<K>,
  url: URL,
) => ApiAnswer<K> | Promise<ApiAnswer<K>>;

/** Answers keyed by "METHOD /api/path", each typed from the route it reaches. */
export type ApiHandlers<K extends string> = { [P in K]: ApiAnswer<P> | ApiHandler<P> };

/** Checks a table of answers made apart from stubApi (shared by a test file's cases). */
export const apiStubs = <K extends string>(handlers: ApiHandlers<K>) => handlers;

/**
 * The stub key for a route with ids: typed as the route ('GET /api/bookings/:id', so its answer
 * is checked against that route's contract), valued as the concrete path.
 */
export function routeKey<R extends `${string} /api/${string}`>(route: R, ...ids: string[]): R {
  let next = 0;
  return route.replace(/:[^/]+/g, () => ids[next++] ?? '') as R;
}

export type ApiCall = {
  method: string;
  path: string;
  body: unknown;
  init: RequestInit | undefined;
};

type Me = ApiBody<'GET /api/me'>;

export const SIGNED_OUT_ME: Me = { user: null, profile: null, onboardingComplete: false };
export const signedInMe = (email = 'parent@example.com', onboardingComplete = true): Me => ({
  user: { id: 'u1', email, phone: null, returning: true },
  profile: null,
  onboardingComplete,
});

/**
 * Replaces the network (global fetch) with answers in the API contract's shape, keyed by
 * "METHOD /path" (typed from the server's routes: an answer that drifts from the contract fails
 * the typecheck). Anything not listed answers 404 like the server. Returns the calls made.
 */
export function stubApi<K extends string>(handlers: ApiHandlers<K>): ApiCall[] {
  const table = handlers as Record<
    string,
    Answer | ((body: unknown, url: URL) => Answer | Promise<Answer>)
  >;
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body, init });
    const handler = table[`${method} ${url.pathname}`];
    const answer: Answer = !handler
      ? { status: 404, json: { error: { code: 'not_found', message: 'Not found' } } }
      : typeof handler === 'function'
        ? await handler(body, url)
        : handler;
    // A 204 (No Content) answer cannot carry a body.
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.json), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/** A promise the test settles when it chooses: `held.release(answer)` lets the request finish. */
export function heldAnswer<A>() {
  let release!: (answer: A) => void;
  const answer = new Promise<A>((resolve) => (release = resolve));
  return { answer, release };
}

export const apiError = (status: number, code: string, message: string, details?: unknown) => ({
  status,
  json: { error: details === undefined ? { code, message } : { code, message, details } },
});
export type { ApiAnswer, ApiBody } from './api-types';
