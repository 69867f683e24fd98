import type { Logger } from './logger';

/**
 * Server rendering of the public pages (decision 028). The renderer itself is the web app's
 * `src/web/entry-server.tsx`, built to `dist/server/entry-server.js`; this side decides which
 * paths it renders, gives it a time budget, and puts its answer into the app's index.html.
 */

export type RenderedPage = {
  /** The page's markup, for inside `#root`. */
  html: string;
  /** A `<script type="application/json">` carrying the page's data, safe inside HTML. */
  stateScript: string;
  status: number;
};

/** Answers an API path (`/api/…`) in process, as the visitor (their cookie forwarded). */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** The web app's renderer (`renderPage` of entry-server.tsx): null → the plain shell. */
export type RenderPage = (request: Request, apiFetch: ApiFetch) => Promise<RenderedPage | null>;

/** Renders the page for a request, answering the API in process; null → the plain shell. */
export type PageRenderer = (request: Request, env: unknown) => Promise<RenderedPage | null>;

/**
 * Home, Discover, an activity, a provider and a shared list: what a visitor opens first, often
 * from a link.
 */
const SERVER_RENDERED = [
  /^\/$/,
  /^\/activities\/?$/,
  /^\/activities\/[^/]+\/?$/,
  /^\/providers\/[^/]+\/?$/,
  /^\/lists\/shared\/[^/]+\/?$/,
];

export const isServerRendered = (path: string) => SERVER_RENDERED.some((re) => re.test(path));

/** A render slower than this is abandoned: the shell, which the browser fills, is sent instead. */
export const RENDER_BUDGET_MS = 300;

/**
 * The rendered page, or null when it failed or ran over its budget; either is logged with its
 * path, never shown to the visitor.
 */
export async function renderWithin(
  render: PageRenderer,
  request: Request,
  env: unknown,
  logger?: Logger,
  budgetMs = RENDER_BUDGET_MS,
): Promise<RenderedPage | null> {
  const abort = new AbortController();
  const path = new URL(request.url).pathname;
  let timer: NodeJS.Timeout | undefined;
  const overBudget = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), budgetMs);
  });
  const rendering = render(new Request(request, { signal: abort.signal }), env);
  // A render abandoned for its budget may still fail later: that is no longer anyone's error.
  rendering.catch(() => {});
  try {
    const rendered = await Promise.race([rendering, overBudget]);
    if (rendered === 'late') {
      abort.abort();
      logger?.warn({ path, budgetMs }, 'page render over its budget; serving the app shell');
      return null;
    }
    return rendered;
  } catch (err) {
    logger?.error({ err, path }, 'page render failed; serving the app shell');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The visitor's headers an in-process API call carries: who they are, and their browser. */
const VISITOR_HEADERS = ['cookie', 'user-agent', 'accept-language'];

/** A PageRenderer whose API calls go to `app` in process, as the visitor of the page request. */
export function inProcessRenderer(
  render: RenderPage,
  app: { request: (path: string, init: RequestInit, env: unknown) => Response | Promise<Response> },
): PageRenderer {
  return (request, env) =>
    render(request, async (path, init = {}) => {
      const headers = new Headers(init.headers);
      for (const name of VISITOR_HEADERS) {
        const value = request.headers.get(name);
        if (value !== null) headers.set(name, value);
      }
      return app.request(path, { ...init, headers, signal: request.signal }, env);
    });
}

/** index.html with the rendered page inside `#root` and its data script after it. */
export function withRenderedPage(html: string, page: RenderedPage): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) return html;
  return html.replace(root, () => `<div id="root">${page.html}</div>${page.stateScript}`);
}

/** What a visitor opens first: rendered once at start so the code is compiled before they come. */
const WARM_UP_PATHS = ['/', '/activities'];

/**
 * Renders the public pages once, as a visitor, before the server listens: the first render of a
 * freshly started process compiles the renderer and runs several times over the budget, so the
 * first visitors would otherwise get the shell. Failures are ignored (the visitor's render will
 * report its own). Returns how long it took.
 */
export async function warmUpRenderer(render: PageRenderer, origin = 'http://localhost') {
  const started = performance.now();
  for (const path of WARM_UP_PATHS) {
    await render(new Request(new URL(path, origin)), undefined).catch(() => null);
  }
  return Math.round(performance.now() - started);
}
