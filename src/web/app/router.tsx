import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type HydrationState, type RouteObject } from 'react-router';
import { ActivityMenuPart } from '../features/activity-detail/components/activity-parts';
import {
  DiscoverTabsPart,
  QuickFilterBarPart,
} from '../features/discover/components/discover-parts';
import { dismissToastsOnNavigation } from '../lib/notify';
import { AppLoading, RootLayout, RouteError } from './routes/root';
import { prefetchActivity, prefetchHome, prefetchProvider, prefetchSession } from './prefetch';

/**
 * A screen and the parts of it that load apart (`lazyPart`), fetched at once: each part is
 * evaluated in a task of its own as it arrives, and the screen renders once all are in, so the
 * parts render with it, never a moment later (decision 068).
 */
const withParts =
  <Screen,>(screen: () => Promise<Screen>, ...parts: (() => Promise<unknown>)[]) =>
  () =>
    Promise.all([screen(), ...parts.map((part) => part())]).then(([module]) => module);

type RoutesOptions = {
  /** The server's render waits for the loaders' data; the browser never does. */
  awaitData?: boolean;
};

/**
 * Every screen loads lazily; only the root shell is in the entry chunk. The loaders start the
 * first requests a screen needs while its code downloads.
 */
export const appRoutes = (
  queryClient: QueryClient,
  { awaitData = false }: RoutesOptions = {},
): RouteObject[] => {
  const load = (prefetch: Promise<void>) => (awaitData ? prefetch.then(() => null) : null);
  return [
    {
      id: 'root',
      loader: () => load(prefetchSession(queryClient)),
      // The session is fetched once here; screens keep it fresh themselves.
      shouldRevalidate: () => false,
      Component: RootLayout,
      HydrateFallback: AppLoading,
      ErrorBoundary: RouteError,
      children: [
        { path: 'auth', lazy: () => import('./routes/auth') },
        { path: 'auth/reset-password', lazy: () => import('./routes/reset-password') },
        {
          path: 'onboarding',
          lazy: () => import('./routes/onboarding'),
          children: [
            { index: true, element: <Navigate to="/onboarding/welcome" replace /> },
            { path: 'welcome', lazy: () => import('./routes/onboarding-welcome') },
            { path: 'parent-profile', lazy: () => import('./routes/onboarding-parent-profile') },
            { path: 'kid-profile', lazy: () => import('./routes/onboarding-kid-profile') },
            { path: 'preferences', lazy: () => import('./routes/onboarding-preferences') },
            { path: 'complete', lazy: () => import('./routes/onboarding-complete') },
          ],
        },
        {
          lazy: () => import('./routes/main-layout'),
          children: [
            {
              index: true,
              loader: () => load(prefetchHome(queryClient)),
              lazy: () => import('./routes/home'),
            },
            { path: 'profiles', lazy: () => import('./routes/profiles') },
            { path: 'profiles/new', lazy: () => import('./routes/profiles-form') },
            { path: 'profiles/edit/:id', lazy: () => import('./routes/profiles-form') },
            { path: 'profiles/:id', lazy: () => import('./routes/profiles-detail') },
            { path: 'preferences', lazy: () => import('./routes/preferences') },
            { path: 'filters', lazy: () => import('./routes/preferences') },
            { path: 'settings', lazy: () => import('./routes/settings') },
            {
              path: 'activities',
              lazy: withParts(
                () => import('./routes/activities'),
                QuickFilterBarPart.preload,
                DiscoverTabsPart.preload,
              ),
            },
            {
              path: 'activities/:id',
              loader: ({ params }) => load(prefetchActivity(queryClient, params.id)),
              lazy: withParts(() => import('./routes/activity-detail'), ActivityMenuPart.preload),
            },
            {
              path: 'providers/:slug',
              loader: ({ params }) => load(prefetchProvider(queryClient, params.slug)),
              lazy: () => import('./routes/provider'),
            },
            { path: 'calendar', lazy: () => import('./routes/calendar') },
            { path: 'wallet', lazy: () => import('./routes/wallet') },
            { path: 'booking', lazy: () => import('./routes/booking') },
            { path: 'booking/confirmation', lazy: () => import('./routes/booking-confirmation') },
            { path: 'bookings', lazy: () => import('./routes/bookings') },
            { path: 'favorites', lazy: () => import('./routes/collections') },
            { path: 'lists', lazy: () => import('./routes/collections') },
            { path: 'lists/shared/:token', lazy: () => import('./routes/shared-list') },
            { path: 'lists/:id', lazy: () => import('./routes/list') },
            { path: 'messages', lazy: () => import('./routes/messages') },
            { path: 'notifications', lazy: () => import('./routes/notifications') },
            { path: 'kid-curator', lazy: () => import('./routes/kid-curator') },
            { path: 'boredom-bot', lazy: () => import('./routes/boredom-bot') },
            { path: 'unsubscribe', lazy: () => import('./routes/unsubscribe') },
            { path: 'dev/mailbox', lazy: () => import('./routes/dev-mailbox') },
            { path: '*', lazy: () => import('./routes/not-found') },
          ],
        },
      ],
    },
  ];
};

export function createAppRouter(
  queryClient: QueryClient,
  routes: RouteObject[] = appRoutes(queryClient),
  hydrationData?: HydrationState,
) {
  const router = createBrowserRouter(routes, { hydrationData });
  dismissToastsOnNavigation(router);
  return router;
}
