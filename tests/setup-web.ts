import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { failOnConsoleError } from './fail-on-console-error';

failOnConsoleError();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
