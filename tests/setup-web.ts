import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure, waitFor } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { failOnConsoleError } from './fail-on-console-error';

failOnConsoleError();
afterEach(async () => {
  await letToastsLeave();
  cleanup();
  vi.unstubAllGlobals();
  // What a test kept in the tab (the booking selection) is not the next test's, in any file.
  window.sessionStorage.clear();
});
/**
 * sonner takes a dismissed or expired toast out 200 ms later, on a timer that unmounting does not
 * clear. Left running at the end of a file, that timer fires after the environment is gone
 * ('window is not defined'). So a test that ends with a toast on screen dismisses it and waits
 * until sonner has taken it out, while the page still exists.
 */
async function letToastsLeave() {
  const { toast } = await import('sonner');
  if (toast.getToasts().length === 0 && !document.querySelector('[data-sonner-toast]')) return;
  act(() => {
    toast.dismiss();
  });
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull());
}

// Screens load lazily (dynamic import), which takes longer than the default 1 s on a cold run.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these; Radix and cmdk call them.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
