import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { Logger } from './logger';
import { withPageMeta, type PageMetaLookup } from './page-meta';
import { isServerRendered, renderWithin, withRenderedPage, type PageRenderer } from './page-render';

export type ServeWebOptions = {
  /** The preview tags for a path (a shared activity link); the plain page when it answers null. */
  pageMeta?: PageMetaLookup;
  /** Renders the public pages on the server (page-render.ts); unset → the shell everywhere. */
  renderPage?: PageRenderer;
  /** How long a render may take before the shell is sent instead (page-render.ts). */
  renderBudgetMs?: number;
  logger?: Logger;
};

/**
 * Serves the built app; any other GET falls back to index.html so deep links reload. The public
 * pages come rendered into it when a renderer is given.
 */
export function serveWeb(
  webRoot: string,
  { pageMeta, renderPage, renderBudgetMs, logger }: ServeWebOptions = {},
) {
  const root = path.relative(process.cwd(), webRoot) || '.';
  const indexFile = path.join(webRoot, 'index.html');
  // Re-read after a rebuild, so a running server never points at deleted asset files.
  let cached = { html: '', mtimeMs: -1 };
  const indexHtml = () => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (mtimeMs !== cached.mtimeMs) cached = { html: fs.readFileSync(indexFile, 'utf8'), mtimeMs };
    return cached.html;
  };
  /** A failed lookup costs the preview, never the page. */
  const metaFor = async (urlPath: string) => {
    try {
      return (await pageMeta?.(urlPath)) ?? null;
    } catch (err) {
      logger?.warn({ err, path: urlPath }, 'page preview lookup failed; serving the plain page');
      return null;
    }
  };
  const app = new Hono();
  // Hashed file names never change content: cache them for a year. Set after the file is found
  // (serveStatic's onFound runs too late for a streamed body's headers).
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200)
      c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/assets/*', serveStatic({ root, precompressed: true }));
  // Bundled illustrations keep their names across releases: a day in caches, then revalidated.
  app.use('/images/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=86400');
  });
  // '/' is the home page (rendered below), not index.html as a file.
  const files = serveStatic({ root, precompressed: true });
  app.use('*', (c, next) => (c.req.path === '/' ? next() : files(c, next)));
  app.get('*', async (c) => {
    const html = indexHtml();
    const [meta, rendered] = await Promise.all([
      metaFor(c.req.path),
      renderPage && isServerRendered(c.req.path)
        ? renderWithin(renderPage, c.req.raw, c.env, logger, renderBudgetMs)
        : null,
    ]);
    const page = meta ? withPageMeta(html, meta) : html;
    if (!rendered) {
      c.header('Cache-Control', 'no-cache');
      return c.html(page);
    }
    // Rendered as this visitor (a signed-in parent's home is theirs): never from a shared cache.
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Cookie');
    return c.html(withRenderedPage(page, rendered));
  });
  return app;
}
