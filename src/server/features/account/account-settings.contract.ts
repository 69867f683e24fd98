import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { AccountUserSchema, OkSchema } from '../../../shared/schemas/account';
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  DeleteAccountSchema,
  DeviceSessionListQuerySchema,
  DeviceSessionListSchema,
} from '../../../shared/schemas/settings';
import { requireUser } from '../../lib/auth';
import { ErrorResponseSchema, json, jsonBody } from '../../lib/openapi';
import { rateLimit } from '../../lib/rate-limit';
import { AccountExportSchema } from './account-export.schema';

const error = (description: string) => json(ErrorResponseSchema, description);
const unauthorized = error('unauthorized: User not authenticated');
const invalid = error('validation_failed with the first problem as message');
const rateLimited = error('rate_limited: too many password checks from this address');

export const changeEmailRoute = createRoute({
  method: 'post',
  path: '/account/change-email',
  tags: ['account'],
  summary: 'Change the sign-in e-mail (needs the current password)',
  middleware: [requireUser, rateLimit('password-check')] as const,
  request: jsonBody(ChangeEmailSchema),
  responses: {
    200: json(z.object({ user: AccountUserSchema }), 'The account with its new e-mail'),
    400: invalid,
    401: error('unauthorized, or invalid_credentials: Your current password is not correct'),
    409: error('account_exists: another account uses this e-mail'),
    429: rateLimited,
  },
});

export const changePasswordRoute = createRoute({
  method: 'post',
  path: '/account/change-password',
  tags: ['account'],
  summary: 'Change the password; by default every other session is signed out',
  middleware: [requireUser, rateLimit('password-check')] as const,
  request: jsonBody(ChangePasswordSchema),
  responses: {
    200: json(OkSchema, 'Changed; with signOutOtherSessions a fresh session cookie is set'),
    400: error('weak_password or validation_failed'),
    401: error('unauthorized, or invalid_credentials: Your current password is not correct'),
    429: rateLimited,
  },
});

export const listSessionsRoute = createRoute({
  method: 'get',
  path: '/account/sessions',
  tags: ['account'],
  summary:
    'Signed-in devices, most recently active first, a page at a time (keyset cursor); current marks this one',
  middleware: [requireUser] as const,
  request: { query: DeviceSessionListQuerySchema },
  responses: {
    200: json(DeviceSessionListSchema, 'A page of sessions; nextCursor null on the last'),
    400: json(ErrorResponseSchema, 'validation_failed (a bad limit or cursor)'),
    401: unauthorized,
  },
});

export const signOutOthersRoute = createRoute({
  method: 'post',
  path: '/account/sessions/sign-out-others',
  tags: ['account'],
  summary: 'Sign out every other device',
  middleware: [requireUser] as const,
  responses: {
    200: json(
      z.object({ ok: z.literal(true), signedOut: z.number().int() }),
      'How many sessions were signed out',
    ),
    401: unauthorized,
  },
});

export const exportRoute = createRoute({
  method: 'get',
  path: '/account/export',
  tags: ['account'],
  summary: 'Download everything kept about the parent (kidventure-export-YYYY-MM-DD.json)',
  middleware: [requireUser] as const,
  responses: {
    200: json(AccountExportSchema, 'The export, as an attachment'),
    401: unauthorized,
  },
});

export const deleteAccountRoute = createRoute({
  method: 'post',
  path: '/account/delete',
  tags: ['account'],
  summary: 'Delete the account, every row and every file; the session cookie is cleared',
  middleware: [requireUser] as const,
  request: jsonBody(DeleteAccountSchema),
  responses: {
    200: json(OkSchema, 'Deleted and signed out'),
    400: error('confirmation_mismatch: Type your e-mail address exactly to confirm.'),
    401: unauthorized,
  },
});
