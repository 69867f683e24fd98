import { RotateCcw } from 'lucide-react';
import { Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';
import { LoadingPanel } from '../../components/ui/loading-panel';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first screen's code loads. */
export function AppLoading() {
  return <LoadingPanel label="Loading Kidventure" className="min-h-dvh" />;
}

/** A screen failed to load or render (often a new deploy replaced its code): offer a reload. */
export function RouteError() {
  const error = useRouteError();
  console.warn('Route error', error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-6 text-center">
      <h1 className="text-2xl font-extrabold">Something went wrong</h1>
      <p className="mt-2 text-muted">This page could not be shown. Please try again.</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        <RotateCcw aria-hidden className="size-4" />
        Reload
      </Button>
    </main>
  );
}
