import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { z } from 'zod';
import {
  ForgotPasswordSchema,
  OkSchema,
  ResetPasswordSchema,
  SignInResultSchema,
  SignInSchema,
  SignUpResultSchema,
  SignUpSchema,
} from '../../../shared/schemas/account';
import type { AppEnv } from '../../app-env';
import { errorBody } from '../../lib/http-errors';
import { rateLimit } from '../../lib/rate-limit';
import { issuesToDetails } from '../../lib/validation';
import { ErrorResponseSchema, json, jsonBody } from '../../lib/openapi';

const invalidInput = json(
  ErrorResponseSchema,
  'validation_failed (or weak_password) with a message',
);
const rateLimited = json(ErrorResponseSchema, 'rate_limited: too many attempts from this address');

type HookResult = { success: true } | { success: false; error: z.ZodError };

/**
 * Invalid input → 400 whose message is the schema's own sentence (shown as the toast as is).
 * With passwordPolicy, a too-short new password answers code 'weak_password'.
 */
export function accountsHook(opts: { passwordPolicy: boolean }) {
  return <P extends string>(result: HookResult, c: Context<AppEnv, P>) => {
    if (result.success) return undefined;
    const issues = result.error.issues;
    const first = issues[0];
    const weak = opts.passwordPolicy && first?.path[0] === 'password' && first.code === 'too_small';
    // A reset link whose token cannot be one is simply an invalid link.
    const badToken = first?.path[0] === 'token';
    const code = weak ? 'weak_password' : badToken ? 'invalid_token' : 'validation_failed';
    return c.json(errorBody(code, first?.message ?? 'Invalid input', issuesToDetails(issues)), 400);
  };
}

export const signUpRoute = createRoute({
  method: 'post',
  path: '/account/sign-up',
  tags: ['account'],
  summary: 'Create an account and sign in',
  middleware: [rateLimit('sign-up')] as const,
  request: jsonBody(SignUpSchema),
  responses: {
    201: json(SignUpResultSchema, 'Account created; the session cookie is set'),
    400: invalidInput,
    409: json(ErrorResponseSchema, 'account_exists'),
    429: rateLimited,
  },
});

export const signInRoute = createRoute({
  method: 'post',
  path: '/account/sign-in',
  tags: ['account'],
  summary: 'Sign in with e-mail and password',
  middleware: [rateLimit('sign-in')] as const,
  request: jsonBody(SignInSchema),
  responses: {
    200: json(SignInResultSchema, 'Signed in; persistent cookie with rememberMe, else session'),
    400: invalidInput,
    401: json(ErrorResponseSchema, 'invalid_credentials'),
    429: rateLimited,
  },
});

export const signOutRoute = createRoute({
  method: 'post',
  path: '/account/sign-out',
  tags: ['account'],
  summary: 'End the current session',
  responses: { 200: json(OkSchema, 'Signed out; the cookie is cleared') },
});

export const forgotPasswordRoute = createRoute({
  method: 'post',
  path: '/account/forgot-password',
  tags: ['account'],
  summary: 'Mail a password reset link (same answer whether or not the account exists)',
  middleware: [rateLimit('forgot-password')] as const,
  request: jsonBody(ForgotPasswordSchema),
  responses: { 200: json(OkSchema, 'Accepted'), 400: invalidInput, 429: rateLimited },
});

export const resetPasswordRoute = createRoute({
  method: 'post',
  path: '/account/reset-password',
  tags: ['account'],
  summary: 'Set a new password with the token from the reset mail',
  middleware: [rateLimit('reset-password')] as const,
  request: jsonBody(ResetPasswordSchema),
  responses: {
    200: json(OkSchema, 'Password changed; every session of the account is ended'),
    400: json(ErrorResponseSchema, 'invalid_token, weak_password or validation_failed'),
    429: rateLimited,
  },
});
