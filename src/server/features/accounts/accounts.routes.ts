import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { CLIENT_IP_HEADER } from '../../auth';
import { clientIp } from '../../lib/rate-limit';
import { createRouter } from '../../lib/router';
import {
  accountsHook,
  forgotPasswordRoute,
  meRoute,
  resetPasswordRoute,
  signInRoute,
  signOutRoute,
  signUpRoute,
} from './accounts.contract';
import {
  forgotPassword,
  getMe,
  resetPassword,
  signIn,
  signOut,
  signUp,
  type AccountsDeps,
} from './accounts.service';

const newPasswordHook = accountsHook({ passwordPolicy: true });
const inputHook = accountsHook({ passwordPolicy: false });

const depsOf = (c: Context<AppEnv>): AccountsDeps => ({ auth: c.var.auth, db: c.var.deps.db });

/** The request's headers for better-auth, with the client IP we resolved (for its session row). */
function authHeaders(c: Context<AppEnv>) {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c));
  return headers;
}

function setCookies(c: Context<AppEnv>, cookies: string[]) {
  for (const cookie of cookies) c.header('set-cookie', cookie, { append: true });
}

export const accountsRoutes = createRouter()
  .openapi(
    signUpRoute,
    async (c) => {
      const { setCookies: cookies, user } = await signUp(
        depsOf(c),
        c.req.valid('json'),
        authHeaders(c),
      );
      setCookies(c, cookies);
      return c.json({ user }, 201);
    },
    newPasswordHook,
  )
  .openapi(
    signInRoute,
    async (c) => {
      const { setCookies: cookies, ...result } = await signIn(
        depsOf(c),
        c.req.valid('json'),
        authHeaders(c),
      );
      setCookies(c, cookies);
      return c.json(result, 200);
    },
    inputHook,
  )
  .openapi(signOutRoute, async (c) => {
    const { setCookies: cookies } = await signOut(depsOf(c), authHeaders(c));
    setCookies(c, cookies);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(
    forgotPasswordRoute,
    async (c) => {
      await forgotPassword(depsOf(c), c.req.valid('json'), authHeaders(c));
      return c.json({ ok: true as const }, 200);
    },
    inputHook,
  )
  .openapi(
    resetPasswordRoute,
    async (c) => {
      await resetPassword(depsOf(c), c.req.valid('json'), authHeaders(c));
      return c.json({ ok: true as const }, 200);
    },
    newPasswordHook,
  )
  .openapi(meRoute, async (c) => c.json(await getMe(c.var.deps.db, c.var.user?.id ?? null), 200));
