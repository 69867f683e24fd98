import type { PageRenderer, RenderedPage } from './page-render';

/** Pages kept at most (Discover's filters make many addresses): the oldest go first. */
const MAX_PAGES = 200;

export type VisitorPageCache = {
  /** `render`, answering a visitor's page from the cache while it is fresh. */
  wrap: (render: PageRenderer) => PageRenderer;
  /** Something may have changed what pages show (a booking, a catalogue edit): render anew. */
  invalidate: () => void;
};

type Entry = { page: RenderedPage; renderedAt: number; generation: number };

/**
 * Issue 31: a visitor's public page (Home, Discover, an activity, a provider) is the same for
 * every visitor until the catalogue or its places change, so it is rendered once and kept. A
 * kept page is dropped when this instance answers any change through the API (`invalidate`),
 * and in any case after `ttlMs`: changes made elsewhere (another instance, a job, an import) are
 * seen within that time. A request with a cookie (a parent, signed in or not yet) is rendered
 * as itself, never from here. `ttlMs` 0 turns the cache off.
 */
export function createVisitorPageCache(ttlMs: number, now = () => performance.now()) {
  let generation = 0;
  const pages = new Map<string, Entry>();
  const rendering = new Map<
    string,
    { generation: number; page: Promise<RenderedPage | null>; signal: AbortSignal }
  >();

  const fresh = (entry: Entry | undefined) =>
    entry !== undefined && entry.generation === generation && now() - entry.renderedAt < ttlMs;

  const keep = (key: string, page: RenderedPage, renderedAt: number, of: number) => {
    pages.delete(key);
    pages.set(key, { page, renderedAt, generation: of });
    if (pages.size > MAX_PAGES) {
      const oldest = pages.keys().next();
      if (!oldest.done) pages.delete(oldest.value);
    }
  };

  const wrap =
    (render: PageRenderer): PageRenderer =>
    async (request, env) => {
      if (ttlMs <= 0 || request.headers.has('cookie')) return render(request, env);
      const url = new URL(request.url);
      const key = url.pathname + url.search;
      const kept = pages.get(key);
      if (kept && fresh(kept)) return kept.page;
      // Visitors arriving together share one render of the page. One abandoned by its own request
      // (over that request's budget) is not joined, and if it fails, this request renders for itself.
      const running = rendering.get(key);
      if (running && running.generation === generation && !running.signal.aborted) {
        const shared = await running.page.catch(() => undefined);
        if (shared !== undefined) return shared;
      }
      const of = generation;
      const startedAt = now();
      const page = render(request, env);
      rendering.set(key, { generation: of, page, signal: request.signal });
      try {
        const rendered = await page;
        // A page that failed (the shell) is not kept: the next visitor tries again.
        if (rendered && of === generation && rendered.status === 200)
          keep(key, rendered, startedAt, of);
        return rendered;
      } finally {
        if (rendering.get(key)?.page === page) rendering.delete(key);
      }
    };

  return {
    wrap,
    invalidate: () => {
      generation += 1;
      pages.clear();
    },
  } satisfies VisitorPageCache;
}
