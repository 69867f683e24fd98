import type { Hook } from '@hono/zod-openapi';
import {
  PASSWORD_TOO_FEW_VISIBLE_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '../../shared/schemas/account';
import { DELETE_CONFIRMATION_MISMATCH } from '../../shared/schemas/settings';
import type { AppEnv } from './app-env';
import { errorBody } from './http-errors';

type ZodIssueLike = { path: PropertyKey[]; message: string; params?: Record<string, unknown> };

/**
 * How a router words its first problem: 'sentence' shows the schema's message as is (a toast the
 * form shows); 'field' puts the field's path in front ('kids.1.birthDate: …'), for inputs a tool
 * or a list sends, where the message alone does not say which field it is about.
 */
export type MessageStyle = 'sentence' | 'field';

/** Problems a client tells apart by code (the message stays the schema's own). */
const CODE_FOR_MESSAGE = new Map<string, string>([
  [PASSWORD_TOO_SHORT_MESSAGE, 'weak_password'],
  [PASSWORD_TOO_FEW_VISIBLE_MESSAGE, 'weak_password'],
  [DELETE_CONFIRMATION_MISMATCH, 'confirmation_mismatch'],
]);

function codeFor(issue: ZodIssueLike | undefined) {
  if (!issue) return 'validation_failed';
  // A reset link whose token cannot be one is simply an invalid link.
  if (issue.path[0] === 'token') return 'invalid_token';
  return CODE_FOR_MESSAGE.get(issue.message) ?? 'validation_failed';
}

function messageFor(issue: ZodIssueLike | undefined, style: MessageStyle) {
  if (!issue) return 'Invalid input';
  const field = issue.path.map(String).join('.');
  return style === 'field' && field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * The one hook that turns zod issues into the error shape; every router has it (lib/router.ts).
 * A path parameter that cannot name anything is not found (404 with the route's not-found error,
 * see lib/ids.ts); any other invalid input is a 400 listing every problem in details, the first
 * one as the message.
 */
export function validationHook(style: MessageStyle): Hook<unknown, AppEnv, string, unknown> {
  return (result, c) => {
    if (result.success) return;
    const issues: readonly ZodIssueLike[] = result.error.issues;
    const first = issues[0];
    if (result.target === 'param') {
      const code = typeof first?.params?.code === 'string' ? first.params.code : 'not_found';
      return c.json(errorBody(code, first?.message ?? 'Not found'), 404);
    }
    const details = issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
    return c.json(errorBody(codeFor(first), messageFor(first, style), details), 400);
  };
}
