import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv, SessionUser } from './app-env';
import { schema } from './db/client';
import { unauthorized } from './lib/http-errors';

export function createAuth(deps: AppDeps) {
  return betterAuth({
    appName: 'Kidventure',
    baseURL: deps.env.appUrl,
    basePath: '/api/auth',
    secret: deps.authSecret,
    database: drizzleAdapter(deps.db, { provider: 'pg', schema, usePlural: true }),
    emailAndPassword: { enabled: true },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Reads the session cookie (if any) and sets c.var.user; never rejects. */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const result = await c.var.auth.api.getSession({ headers: c.req.raw.headers });
  const user: SessionUser | null = result
    ? { id: result.user.id, email: result.user.email, name: result.user.name }
    : null;
  c.set('user', user);
  c.set('sessionId', result?.session.id ?? null);
  return next();
});

/** Rejects a request without a signed-in user with 401 'User not authenticated'. */
export const requireUser = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(
  async (c, next) => {
    if (!c.var.user) throw unauthorized();
    return next();
  },
);
