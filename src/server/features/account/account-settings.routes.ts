import type { Context } from 'hono';
import type { AppEnv, SessionUser } from '../../lib/app-env';
import { CLIENT_IP_HEADER } from '../../lib/auth';
import { clientIp } from '../../lib/rate-limit';
import { createRouter } from '../../lib/router';
import { deleteAccount, exportAccount } from './account-data.service';
import {
  changeEmailRoute,
  changePasswordRoute,
  deleteAccountRoute,
  exportRoute,
  listSessionsRoute,
  signOutOthersRoute,
} from './account-settings.contract';
import {
  changeEmail,
  changePassword,
  listDeviceSessions,
  signOutOtherSessions,
} from './account-settings.service';

type SignedInContext = Context<AppEnv & { Variables: { user: SessionUser } }>;

/**
 * The request's headers for better-auth, with the client IP we resolved (a client-sent value of
 * that header is overwritten), so a session it creates records the real address.
 */
function authHeaders(c: SignedInContext) {
  const headers = new Headers(c.req.raw.headers);
  // requireUser only narrows `user`; clientIp reads the request and deps, nothing else.
  headers.set(CLIENT_IP_HEADER, clientIp(c as unknown as Context<AppEnv>));
  return headers;
}

function setCookies(c: SignedInContext, cookies: string[]) {
  for (const cookie of cookies) c.header('set-cookie', cookie, { append: true });
}

export const accountSettingsRoutes = createRouter()
  .openapi(changeEmailRoute, async (c) => {
    const deps = { auth: c.var.auth, db: c.var.deps.db };
    const input = c.req.valid('json');
    return c.json(await changeEmail(deps, c.var.user.id, input, authHeaders(c)), 200);
  })
  .openapi(changePasswordRoute, async (c) => {
    const deps = { auth: c.var.auth, db: c.var.deps.db };
    const result = await changePassword(
      deps,
      c.req.valid('json'),
      authHeaders(c),
      c.var.user.email,
    );
    setCookies(c, result.setCookies);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(listSessionsRoute, async (c) =>
    c.json(
      await listDeviceSessions(c.var.deps.db, c.var.user.id, c.var.sessionId, c.req.valid('query')),
      200,
    ),
  )
  .openapi(signOutOthersRoute, async (c) =>
    c.json(await signOutOtherSessions(c.var.deps.db, c.var.user.id, c.var.sessionId), 200),
  )
  .openapi(exportRoute, async (c) => {
    const data = await exportAccount(c.var.deps.db, c.var.user.id);
    const day = data.exportedAt.slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="kidventure-export-${day}.json"`);
    c.header('Cache-Control', 'no-store');
    return c.json(data, 200);
  })
  .openapi(deleteAccountRoute, async (c) => {
    const deps = { ...c.var.deps, auth: c.var.auth };
    const result = await deleteAccount(deps, c.var.user.id, c.req.valid('json'), authHeaders(c));
    setCookies(c, result.setCookies);
    return c.json({ ok: true as const }, 200);
  });
