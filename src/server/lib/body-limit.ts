import type { Context, Env, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import { errorBody } from './http-errors';

export const KB = 1024;
export const MB = 1024 * KB;

/** Small JSON everywhere, unless the route declares its own limit. */
const DEFAULT_MAX_BYTES = MB;

const declaredLimits = new WeakMap<object, number>();

/**
 * A route's body limit, declared in its contract (`middleware: [maxBodyBytes(…), …]`). It only
 * marks the route: `bodyLimits` applies it app-wide, first, before the origin check and the session.
 */
export function maxBodyBytes(bytes: number): MiddlewareHandler<Env> {
  const mark: MiddlewareHandler<Env> = async (_c, next) => {
    await next();
  };
  declaredLimits.set(mark, bytes);
  return mark;
}

const tooLarge = (c: Context) =>
  c.json(errorBody('payload_too_large', 'The request body is too large.'), 413);

/**
 * The limit the matched route declares (maxBodyBytes), or 1 MB. GET and HEAD requests carry no
 * body (the fetch API's Request cannot hold one): they skip the check, which would otherwise
 * build the request's body stream only to find it empty. A body of declared length is judged by
 * its Content-Length alone (Node's HTTP parser delivers exactly that many bytes), so the route
 * reads it straight from the socket; only a chunked body is counted as it streams in.
 */
export const bodyLimits: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const declared = matchedRoutes(c)
    .map((route) => declaredLimits.get(route.handler))
    .find((bytes) => bytes !== undefined);
  const maxSize = declared ?? DEFAULT_MAX_BYTES;
  const length = c.req.header('content-length');
  if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
    return Number(length) > maxSize ? tooLarge(c) : next();
  }
  return bodyLimit({ maxSize, onError: tooLarge })(c, next);
};
