import './lib/zod-jitless';
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { AppProvider } from './app/provider';
import { appRoutes } from './app/router';
import { setApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
// The contract with the server that loads this bundle (src/server/lib/page-render.ts).
import type { ApiFetch, RenderedPage } from '../server/lib/page-render';
import { PAGE_STATE_ID, serializePageState, type PageState } from './lib/page-state';

/**
 * Renders a public page on the server (decision 028): the router's loaders fill a query client
 * from the API in process, the page is rendered to HTML, and the client's cache and the router's
 * data travel with it so the browser hydrates without asking again.
 */

const apiOfThisRender = new AsyncLocalStorage<ApiFetch>();

setApiTransport((input, init) => {
  const apiFetch = apiOfThisRender.getStore();
  if (!apiFetch) return Promise.reject(new Error('An API call outside a page render'));
  const url = input instanceof Request ? input.url : String(input);
  const { pathname, search } = new URL(url, 'http://kidventure.invalid');
  return apiFetch(pathname + search, init);
});

/** Renders the router's page to HTML once, with whatever the query cache holds now. */
async function renderOnce(
  queryClient: QueryClient,
  router: ReturnType<typeof createStaticRouter>,
  context: StaticHandlerContext,
  signal: AbortSignal,
): Promise<string> {
  // An error inside a Suspense boundary would leave it to the browser: serve the shell instead.
  let failed: unknown = null;
  // prerender writes nothing until every lazy part is in: the page comes whole, in order, with
  // no inline scripts to move late parts into place (which the CSP would refuse).
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
    {
      signal,
      // A finished part larger than this would still be sent apart and moved by a script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failed ??= error;
      },
    },
  );
  const html = await new Response(prelude).text();
  if (failed) throw failed;
  return html;
}

/**
 * The queries a render asked for that have no data yet and may run (a disabled one waits for
 * another's answer, as it does in the browser).
 */
function queriesToFetch(queryClient: QueryClient) {
  return queryClient.getQueryCache().findAll({
    predicate: (query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      const { enabled } = query.options as { enabled?: Enabled };
      return typeof enabled === 'function' ? enabled(query) : enabled !== false;
    },
  });
}
type Enabled = boolean | ((query: Query) => boolean);

/**
 * Renders, fetches what the render asked for, and renders again until it asks for nothing new:
 * a screen's queries (Discover's search waits for the session and preferences) need no loader.
 */
const MAX_RENDERS = 4;

/**
 * The page for this request, or null when it should be left to the browser (a redirect, an
 * error in a loader or a query, such as an unknown shared list): the caller then serves the
 * plain app shell, and the browser shows the page as it always has.
 */
export async function renderPage(
  request: Request,
  apiFetch: ApiFetch,
): Promise<RenderedPage | null> {
  return apiOfThisRender.run(apiFetch, async () => {
    const queryClient = createQueryClient();
    const handler = createStaticHandler(appRoutes(queryClient, { awaitData: true }));
    const context = await handler.query(request);
    if (context instanceof Response || context.errors) return null;
    const router = createStaticRouter(handler.dataRoutes, context);

    let html = await renderOnce(queryClient, router, context, request.signal);
    for (let renders = 1; renders < MAX_RENDERS; renders++) {
      const waiting = queriesToFetch(queryClient);
      if (waiting.length === 0) break;
      await Promise.all(
        waiting.map((query) =>
          queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey }),
        ),
      );
      html = await renderOnce(queryClient, router, context, request.signal);
    }
    // An error the browser would show (and retry) is left to the browser: errors do not travel.
    if (
      queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' }).length
    )
      return null;

    const state: PageState = {
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData },
    };
    return {
      html,
      stateScript: `<script type="application/json" id="${PAGE_STATE_ID}">${serializePageState(state)}</script>`,
      status: context.statusCode,
    };
  });
}
