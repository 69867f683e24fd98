import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

const gzip = compress();

/**
 * Gzips pages and the API's successful reads on the fly (built assets are already compressed on
 * disk, serveWeb). Answers to writes and API errors are left alone: they are a few hundred bytes,
 * JSON answers carry no Content-Length for hono's size threshold to read, and compressing one
 * cost more than the request's own work (it took an unknown API path from about 11 700 answers a
 * second to 2 300 on the request-floor bench).
 */
export const compressAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method !== 'GET' || (c.req.path.startsWith('/api/') && !c.res.ok)) return;
  // The answer is ready: hono's compress, given nothing left to run, only transforms it.
  await gzip(c, async () => {});
};
