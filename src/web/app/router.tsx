import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLoading, RootLayout, RouteError } from './routes/root';

const comingSoon = () => import('./routes/coming-soon');

/** Screens later issues build; until then each shows its title and "Coming soon". */
const COMING_SOON_PATHS = [
  'activities',
  'activities/:id',
  'profiles',
  'profiles/new',
  'profiles/:id',
  'profiles/edit/:id',
  'preferences',
  'filters',
  'booking',
  'booking/confirmation',
  'bookings',
  'wallet',
  'messages',
  'favorites',
  'lists',
  'kid-curator',
  'boredom-bot',
  'calendar',
  'settings',
];

export const ONBOARDING_STEPS = [
  'welcome',
  'parent-profile',
  'kid-profile',
  'preferences',
  'complete',
] as const;

/** Every screen loads lazily; only the root shell is in the entry chunk. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteError,
    children: [
      { path: 'auth', lazy: () => import('./routes/auth') },
      { path: 'auth/reset-password', lazy: () => import('./routes/reset-password') },
      {
        path: 'onboarding',
        children: ONBOARDING_STEPS.map((step) => ({
          path: step,
          lazy: () => import('./routes/onboarding'),
        })),
      },
      {
        lazy: () => import('./routes/main-layout'),
        children: [
          { index: true, lazy: () => import('./routes/home') },
          ...COMING_SOON_PATHS.map((path) => ({ path, lazy: comingSoon })),
          { path: 'dev/mailbox', lazy: () => import('./routes/dev-mailbox') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
