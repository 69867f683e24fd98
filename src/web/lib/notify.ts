import type { toast as SonnerToast } from 'sonner';
import { placeToast } from './toast-scene';

/**
 * The app's toasts. sonner (≈9 KB gzipped) is loaded with the first toast rather than with the
 * first page; toasts asked for before it is ready are shown as soon as it is.
 * One toast is shown at a time (the spec's limit): a new toast replaces the visible one.
 */

type Toast = typeof SonnerToast;
type Show = (toast: Toast) => void;

let sonner: Toast | null = null;
let queue: Show[] = [];
let hostWanted = false;
const listeners = new Set<() => void>();

/** Whether the toaster should be mounted yet (read by ToastHost). */
export const toastHostStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  isWanted: () => hostWanted,
};

/** Called by the toaster once mounted and listening. */
export function toastHostReady(toast: Toast) {
  sonner = toast;
  const pending = queue;
  queue = [];
  for (const show of pending) show(toast);
}

/**
 * True from a toast's call until the current task ends. A navigation that starts meanwhile is the
 * one the toast announces ('Opening filters', 'Preferences saved' on the way home), so the toast
 * goes along with it.
 */
let raisedThisTask = false;

function show(fn: Show) {
  if (!raisedThisTask) {
    raisedThisTask = true;
    setTimeout(() => {
      raisedThisTask = false;
    }, 0);
  }
  if (sonner) return fn(sonner);
  queue.push(fn);
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of listeners) listener();
  }
}

/** Replaces the visible toast, opening where it covers neither the title nor the next control. */
function raise(kind: 'success' | 'error' | 'info', title: string, description?: string) {
  const position = placeToast();
  show((toast) => {
    toast.dismiss();
    (kind === 'info' ? toast : toast[kind])(title, { description, position });
  });
}

export const notify = {
  success: (title: string, description?: string) => raise('success', title, description),
  /** A destructive toast: the spec's title, the server's message as description. */
  error: (title: string, description?: string) => raise('error', title, description),
  info: (title: string, description?: string) => raise('info', title, description),
};

type RouterState = {
  location: { pathname: string };
  navigation: { state: string; location?: { pathname: string } };
};
/** The parts of a React Router data router that tell when a navigation starts. */
type RouterLike = {
  state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
  navigate(...args: never[]): Promise<void>;
};

/**
 * A toast from one screen does not linger over the next: when the parent heads for another
 * screen (a new path; a changed search or tab is the same screen), the toasts shown so far go,
 * except one raised in the same moment as the navigation was asked for: it announces it
 * ('Opening filters', 'Preferences saved' on the way home). Back and Forward announce nothing.
 */
export function dismissToastsOnNavigation(router: RouterLike): () => void {
  let pathname = router.state.location.pathname;
  let heading: string | null = null;
  let announced = false;
  const navigate = router.navigate.bind(router);
  router.navigate = (...args) => {
    announced = raisedThisTask;
    return navigate(...args);
  };
  return router.subscribe((state) => {
    const target = state.navigation.location?.pathname ?? state.location.pathname;
    if (target !== pathname && target !== heading) {
      if (!announced) {
        queue = [];
        sonner?.dismiss();
      }
      announced = false;
    }
    heading = target === pathname ? null : target;
    if (state.navigation.state === 'idle') {
      pathname = state.location.pathname;
      heading = null;
    }
  });
}
