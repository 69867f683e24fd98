import type { toast as SonnerToast } from 'sonner';

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

function show(fn: Show) {
  if (sonner) return fn(sonner);
  queue.push(fn);
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of listeners) listener();
  }
}

export const notify = {
  success(title: string, description?: string) {
    show((toast) => {
      toast.dismiss();
      toast.success(title, { description });
    });
  },
  /** A destructive toast: the spec's title, the server's message as description. */
  error(title: string, description?: string) {
    show((toast) => {
      toast.dismiss();
      toast.error(title, { description });
    });
  },
  info(title: string, description?: string) {
    show((toast) => {
      toast.dismiss();
      toast(title, { description });
    });
  },
};
