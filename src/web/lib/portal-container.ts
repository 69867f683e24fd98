import { useHydrated } from './use-hydrated';

/**
 * Where a dialog, popover or menu puts its content: the page's body once the page is the app's,
 * given to Radix's `Portal` as its `container`. Without one, Radix's portal renders nothing on
 * opening and then the content again in a layout effect, which React does synchronously: opening
 * was one long task however it was started. With it, the content is part of the render that opens
 * it (a transition stays one). While a rendered page hydrates there is none, as on the server.
 */
export function usePortalContainer(): HTMLElement | undefined {
  return useHydrated() ? document.body : undefined;
}
