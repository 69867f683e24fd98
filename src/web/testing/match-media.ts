import { vi } from 'vitest';

/** Makes `window.matchMedia` match `query` and nothing else (jsdom's matches none). */
export function matchOnly(query: string) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (asked) =>
      ({
        matches: asked === query,
        media: asked,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}
