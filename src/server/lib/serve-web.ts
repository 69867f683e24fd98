import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/** Serves the built SPA; any other GET falls back to index.html so deep links reload. */
export function serveWeb(webRoot: string) {
  const root = path.relative(process.cwd(), webRoot) || '.';
  const indexFile = path.join(webRoot, 'index.html');
  // Re-read after a rebuild, so a running server never points at deleted asset files.
  let cached = { html: '', mtimeMs: -1 };
  const indexHtml = () => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (mtimeMs !== cached.mtimeMs) cached = { html: fs.readFileSync(indexFile, 'utf8'), mtimeMs };
    return cached.html;
  };
  const app = new Hono();
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml());
  });
  return app;
}
