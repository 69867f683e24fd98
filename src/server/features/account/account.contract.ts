import { createRoute } from '@hono/zod-openapi';
import {
  CheckResetTokenSchema,
  ForgotPasswordSchema,
  OkSchema,
  ResetPasswordSchema,
  SignInResultSchema,
  SignInSchema,
  SignUpResultSchema,
  SignUpSchema,
} from '../../../shared/schemas/account';
import { rateLimit } from '../../lib/rate-limit';
import { ErrorResponseSchema, json, jsonBody } from '../../lib/openapi';

const invalidInput = json(
  ErrorResponseSchema,
  'validation_failed (or weak_password) with a message',
);
const rateLimited = json(
  ErrorResponseSchema,
  'rate_limited: too many attempts from this address, or for this account (Retry-After says when to try again)',
);

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

export const checkResetTokenRoute = createRoute({
  method: 'post',
  path: '/account/reset-password/check',
  tags: ['account'],
  summary:
    'Whether a reset token still works, without using it up (the reset screen asks on arrival)',
  middleware: [rateLimit('reset-password-check')] as const,
  request: jsonBody(CheckResetTokenSchema),
  responses: {
    200: json(OkSchema, 'The token is known and not expired; it can still set a password'),
    400: json(ErrorResponseSchema, 'invalid_token (unknown, used or expired) or validation_failed'),
    429: rateLimited,
  },
});
