import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { errorBody } from './http-errors';
import { UNSUBSCRIBE_API_PATH } from './unsubscribe-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence: a state-changing request from a browser must come from the app's own origin,
 * APP_URL. Not from the origin the request names itself (its Host header): a page on another
 * name that resolves to this server (DNS rebinding) would name that one. Requests that carry a
 * bearer token (command-line tools) are not sent by browsers with ambient credentials, so they
 * are exempt. So is one-click unsubscribe (RFC 8058): mail providers post it with no Origin, it
 * needs no cookie (its signed token is the credential), and all it can do is stop e-mail.
 */
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (
    SAFE_METHODS.has(c.req.method) ||
    c.req.header('authorization')?.startsWith('Bearer ') ||
    (c.req.method === 'POST' && c.req.path === UNSUBSCRIBE_API_PATH)
  ) {
    return next();
  }
  if (c.req.header('origin') !== new URL(c.var.deps.env.appUrl).origin) {
    return c.json(
      errorBody('forbidden_origin', 'This request must come from the Kidventure app.'),
      403,
    );
  }
  return next();
});
