import { isAPIError } from 'better-auth/api';
import {
  ACCOUNT_EXISTS_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  INVALID_RESET_TOKEN_MESSAGE,
  PASSWORD_MIN_LENGTH,
} from '../../../shared/schemas/account';
import { AppError } from '../../lib/http-errors';

export const accountExists = () => new AppError(409, 'account_exists', ACCOUNT_EXISTS_MESSAGE);
const invalidCredentials = () =>
  new AppError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
export const invalidResetToken = () =>
  new AppError(400, 'invalid_token', INVALID_RESET_TOKEN_MESSAGE);
const weakPassword = () =>
  new AppError(400, 'weak_password', `Password must be at least ${PASSWORD_MIN_LENGTH} characters`);

/** better-auth error codes we expect, as the answers our API promises. */
const byCode: Record<string, () => AppError> = {
  USER_ALREADY_EXISTS: accountExists,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: accountExists,
  INVALID_EMAIL_OR_PASSWORD: invalidCredentials,
  INVALID_TOKEN: invalidResetToken,
  // The token's user was deleted after the mail went out: for the parent, the link is dead.
  USER_NOT_FOUND: invalidResetToken,
  PASSWORD_TOO_SHORT: weakPassword,
  INVALID_EMAIL: () => new AppError(400, 'validation_failed', 'Please enter a valid email address'),
};

/** Runs a better-auth call and turns its known errors into ours; anything else stays a 500. */
export async function callAuth<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const code = authErrorCode(err);
    const mapped = code === undefined ? undefined : byCode[code];
    throw mapped ? mapped() : err;
  }
}

/** better-auth's error code (e.g. 'INVALID_TOKEN'), if err is one of its API errors. */
export function authErrorCode(err: unknown): string | undefined {
  if (!isAPIError(err)) return undefined;
  const code = (err.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}
