import './lib/zod-jitless';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type DataRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { readPageState } from './lib/page-state';
import { createQueryClient } from './lib/query-client';
import { trackToastScene } from './lib/toast-scene';
import { setHydrating } from './lib/use-hydrated';
import { yieldToMain } from './lib/yield-to-main';

/**
 * Loads the code of the screens this URL shows before hydrating, so the first render in the
 * browser is the page the server rendered, not a loading state.
 */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * Marks the page as taken over by the app (`<html data-app-ready>`) once its first render is
 * committed: a server-rendered page shows before its buttons work, and this says when they do.
 */
function AppReady() {
  useEffect(() => {
    setHydrating(false);
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

/** The whole app, as both the browser's own render and the hydration of a rendered page use it. */
function App({ queryClient, router }: { queryClient: QueryClient; router: DataRouter }) {
  return (
    <StrictMode>
      <AppProvider client={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
      <AppReady />
    </StrictMode>
  );
}

async function start(root: HTMLElement) {
  // Evaluating the app's code was a task of its own; what follows is split likewise. The routes
  // are a module of their own, fetched with this one (boot.ts): they are set up here, in a task
  // of their own too.
  await yieldToMain();
  const { appRoutes, createAppRouter } = await import('./app/router');
  await yieldToMain();
  const queryClient = createQueryClient();
  const routes = appRoutes(queryClient);
  // Toasts open away from the control the parent used last (lib/toast-placement.ts).
  trackToastScene();

  // A page rendered on the server (decision 028) carries the data it was rendered from.
  const page = readPageState();
  if (!page) {
    createRoot(root).render(
      <App queryClient={queryClient} router={createAppRouter(queryClient, routes)} />,
    );
    return;
  }
  hydrate(queryClient, page.queries);
  setHydrating(true);
  await yieldToMain();
  await loadMatchedRoutes(routes);
  await yieldToMain();
  const router = createAppRouter(queryClient, routes, page.router);
  await yieldToMain();
  startTransition(() => {
    hydrateRoot(root, <App queryClient={queryClient} router={router} />, {
      onRecoverableError: (error) => console.error('Hydration error', error),
    });
  });
}

const root = document.getElementById('root');
if (root) void start(root);
