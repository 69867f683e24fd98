import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/** Serves the built SPA; any other GET falls back to index.html so deep links reload. */
export function serveWeb(webRoot: string) {
  const root = path.relative(process.cwd(), webRoot) || '.';
  const indexHtml = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
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
    return c.html(indexHtml);
  });
  return app;
}
