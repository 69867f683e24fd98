import type { Hook } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { errorBody } from './http-errors';

type ZodIssueLike = { path: PropertyKey[]; message: string };

/** Turns zod issues into field → message details a form can show next to its fields. */
export function issuesToDetails(issues: readonly ZodIssueLike[]) {
  return issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/** Invalid input → 400 in the one error shape, with the first problem as the message. */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (result.success) return;
  const issues = result.error.issues;
  const first = issues[0];
  const message = first
    ? `${first.path.length ? `${first.path.join('.')}: ` : ''}${first.message}`
    : 'Invalid input';
  return c.json(errorBody('validation_failed', message, issuesToDetails(issues)), 400);
};

type HookResult =
  { success: true } | { success: false; error: { issues: readonly ZodIssueLike[] } };

/** Like validationHook, for schemas whose messages are whole sentences: the message is shown as is. */
export function sentenceHook<P extends string>(result: HookResult, c: Context<AppEnv, P>) {
  if (result.success) return undefined;
  const issues = result.error.issues;
  const message = issues[0]?.message ?? 'Invalid input';
  return c.json(errorBody('validation_failed', message, issuesToDetails(issues)), 400);
}
