import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { CLIENT_IP_HEADER } from '../../lib/auth';
import { clientIp } from '../../lib/rate-limit';
import { createRouter } from '../../lib/router';
import {
  checkResetTokenRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  signInRoute,
  signOutRoute,
  signUpRoute,
} from './account.contract';
import {
  checkResetToken,
  forgotPassword,
  resetPassword,
  signIn,
  signOut,
  signUp,
  type AccountsDeps,
} from './account.service';
import { accountSettingsRoutes } from './account-settings.routes';

const depsOf = (c: Context<AppEnv>): AccountsDeps => ({
  auth: c.var.auth,
  db: c.var.deps.db,
  mailer: c.var.deps.mailer,
  afterAnswer: c.var.deps.afterAnswer,
  appUrl: c.var.deps.env.appUrl,
});

/** The request's headers for better-auth, with the client IP we resolved (for its session row). */
function authHeaders(c: Context<AppEnv>) {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c));
  return headers;
}

function setCookies(c: Context<AppEnv>, cookies: string[]) {
  for (const cookie of cookies) c.header('set-cookie', cookie, { append: true });
}

export const accountRoutes = createRouter()
  .openapi(signUpRoute, async (c) => {
    const { setCookies: cookies, user } = await signUp(
      depsOf(c),
      c.req.valid('json'),
      authHeaders(c),
    );
    setCookies(c, cookies);
    return c.json({ user }, 201);
  })
  .openapi(signInRoute, async (c) => {
    const { setCookies: cookies, ...result } = await signIn(
      depsOf(c),
      c.req.valid('json'),
      authHeaders(c),
    );
    setCookies(c, cookies);
    return c.json(result, 200);
  })
  .openapi(signOutRoute, async (c) => {
    const { setCookies: cookies } = await signOut(depsOf(c), authHeaders(c));
    setCookies(c, cookies);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(forgotPasswordRoute, async (c) => {
    await forgotPassword(depsOf(c), c.req.valid('json'), authHeaders(c));
    return c.json({ ok: true as const }, 200);
  })
  .openapi(checkResetTokenRoute, async (c) => {
    await checkResetToken(depsOf(c), c.req.valid('json'), authHeaders(c));
    return c.json({ ok: true as const }, 200);
  })
  .openapi(resetPasswordRoute, async (c) => {
    await resetPassword(depsOf(c), c.req.valid('json'), authHeaders(c));
    return c.json({ ok: true as const }, 200);
  })
  .route('/', accountSettingsRoutes);
