import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/schemas/account';
import type { AppDeps, AppEnv, SessionUser } from './app-env';
import { schema } from '../db/client';
import { unauthorized } from './http-errors';
import { findSettledSession } from './session-lookup';
import { passwordResetEmail } from './mail-templates/account-mail';
import { greetingNameOf } from './mail-templates/recipient.queries';

const DAY = 60 * 60 * 24;
/** The header better-auth reads the client IP from; routes set it from lib/rate-limit's clientIp. */
export const CLIENT_IP_HEADER = 'x-kidventure-client-ip';

export { RESET_PASSWORD_SUBJECT } from './mail-templates/account-mail';

/** The link in the reset mail opens the web app's reset screen, which posts the token back. */
export const resetPasswordLink = (appUrl: string, token: string) =>
  `${appUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;

export function createAuth(deps: AppDeps) {
  const { env, logger, mailer } = deps;
  return betterAuth({
    appName: 'Kidventure',
    baseURL: env.appUrl,
    basePath: '/api/auth',
    secret: deps.authSecret,
    // transaction: user, credential account and first session are written all or nothing.
    database: drizzleAdapter(deps.db, {
      provider: 'pg',
      schema,
      usePlural: true,
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      ...(deps.passwordHashing && { password: deps.passwordHashing }),
      async sendResetPassword({ user, token }) {
        const link = resetPasswordLink(env.appUrl, token);
        try {
          const greetingName = await greetingNameOf(deps.db, { userId: user.id });
          await mailer.send({
            to: user.email,
            ...passwordResetEmail({ appUrl: env.appUrl, greetingName, link }),
          });
        } catch (err) {
          // Swallowed so the answer is the same as for an unknown address (no enumeration).
          logger.error({ err, userId: user.id }, 'password reset mail could not be sent');
        }
      },
    },
    user: {
      additionalFields: {
        phone: { type: 'string', required: false, input: true },
      },
    },
    session: { expiresIn: 30 * DAY, updateAge: DAY },
    // Our DB-backed limiter (lib/rate-limit.ts) guards the account routes for every instance;
    // better-auth's own one is per-process and only wraps its HTTP handler, which is not mounted.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'kidventure',
      useSecureCookies: env.appUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Sessions record the IP we resolved (socket or trusted proxy), not a client-sent header.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => logger[level]({ args }, `better-auth: ${message}`),
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Reads the session cookie (if any) and sets c.var.user; never rejects. A request without the
 * session cookie is a visitor's; one whose session needs nothing done is answered from one read
 * (lib/session-lookup.ts). Otherwise better-auth decides, and the cookies it sets (a refreshed
 * expiry, or clearing a dead session) are passed on to the browser.
 */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const context = await c.var.auth.$context;
  const { authCookies } = context;
  const cookies = getCookie(c);
  const signed = cookies[authCookies.sessionToken.name];
  if (signed === undefined) {
    c.set('user', null);
    c.set('sessionId', null);
    return next();
  }
  // A leftover cookie-cache cookie (the cache is off) is better-auth's to clear.
  const settled = Object.keys(cookies).some((name) => name.startsWith(authCookies.sessionData.name))
    ? undefined
    : await findSettledSession(c.var.deps.db, signed, {
        secret: context.secret,
        times: context.sessionConfig,
      });
  if (settled) {
    c.set('user', settled.user);
    c.set('sessionId', settled.sessionId);
    return next();
  }
  const { headers, response } = await c.var.auth.api.getSession({
    headers: c.req.raw.headers,
    returnHeaders: true,
  });
  const user: SessionUser | null = response
    ? { id: response.user.id, email: response.user.email, name: response.user.name }
    : null;
  c.set('user', user);
  c.set('sessionId', response?.session.id ?? null);
  // Appended before the handler runs, so a handler's own cookies (sign-out) come later and win.
  for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
  return next();
});

/** Rejects a request without a signed-in user with 401 'User not authenticated'. */
export const requireUser = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(
  async (c, next) => {
    if (!c.var.user) throw unauthorized();
    return next();
  },
);
