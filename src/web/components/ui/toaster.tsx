import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastHostStore } from '../../lib/notify';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/** Mounts the toaster when the first toast is asked for (see lib/notify.ts). */
export function ToastHost() {
  const wanted = useSyncExternalStore(
    toastHostStore.subscribe,
    toastHostStore.isWanted,
    toastHostStore.isWanted,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
