import { useSyncExternalStore } from 'react';

/** Whether `query` matches now, following changes (a rotated phone, a resized window). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's lg breakpoint (64rem): the booking summary sits beside the details from here on. */
export const WIDE_LAYOUT = '(min-width: 64rem)';

/** Below the app's sm breakpoint (641 px, styles.css): the spec's phone range, up to 640 px. */
export const PHONE_LAYOUT = '(max-width: 40rem)';
