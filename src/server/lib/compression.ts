import { gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

const gzip = compress();

/** Below this many bytes an answer goes as it is: gzip would save less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Gzips pages and the API's successful reads on the fly (built assets are already compressed on
 * disk, serveWeb). Answers to writes and API errors are left alone: they are a few hundred bytes,
 * and compressing one cost more than the request's own work (it took an unknown API path from
 * about 11 700 answers a second to 2 300 on the request-floor bench).
 *
 * An API read's JSON is short more often than not (a parent's place in line, their profile), and
 * carries no Content-Length for hono's size threshold to read: it is measured here, sent as it is
 * when short, and gzipped in one call when long, rather than through a compression stream.
 */
export const compressAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method !== 'GET') return;
  if (!c.req.path.startsWith('/api/')) {
    // Pages: hono's compress, given nothing left to run, only transforms the answer.
    await gzip(c, async () => {});
    return;
  }
  if (c.res.ok && c.res.headers.get('content-type')?.startsWith('application/json')) {
    await compressJson(c);
  }
};

async function compressJson(c: Context) {
  if (c.res.headers.has('content-encoding')) return;
  // Gzipped or not depends on the request's Accept-Encoding: a cache between the app and the
  // client must keep a copy per encoding, also of an answer sent to a client that takes none.
  c.res.headers.append('vary', 'Accept-Encoding');
  const accepts = c.req.header('accept-encoding') ?? '';
  if (!/\bgzip\b/.test(accepts)) return;
  const body = Buffer.from(await c.res.arrayBuffer());
  const { status } = c.res;
  const headers = new Headers(c.res.headers);
  if (body.byteLength < COMPRESS_MIN_BYTES) {
    headers.set('content-length', String(body.byteLength));
    c.res = undefined;
    c.res = new Response(body, { status, headers });
    return;
  }
  const zipped = gzipSync(body);
  headers.set('content-encoding', 'gzip');
  headers.set('content-length', String(zipped.byteLength));
  c.res = undefined;
  c.res = new Response(zipped, { status, headers });
}
