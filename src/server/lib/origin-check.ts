import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { errorBody } from './http-errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence: a state-changing request from a browser must come from our own origin.
 * Requests that carry a bearer token (command-line tools) are not sent by browsers with
 * ambient credentials, so they are exempt.
 */
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || c.req.header('authorization')?.startsWith('Bearer ')) {
    return next();
  }
  const origin = c.req.header('origin');
  const allowed = new Set([new URL(c.var.deps.env.appUrl).origin, new URL(c.req.url).origin]);
  if (!origin || !allowed.has(origin)) {
    return c.json(
      errorBody('forbidden_origin', 'This request must come from the Kidventure app.'),
      403,
    );
  }
  return next();
});
