import { AppError } from './http-errors';

/** What PostgreSQL (through pg or PGlite) says about a refused statement. */
export type PgError = { code: string; constraint?: string; detail?: string; message?: string };

/** The PostgreSQL error behind a Drizzle error (it wraps the driver's error as `cause`). */
export function pgError(err: unknown): PgError | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth++) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as PgError;
    e = cause;
  }
  return undefined;
}

/** The PostgreSQL error code (SQLSTATE) behind a Drizzle error. */
export const pgErrorCode = (err: unknown): string | undefined => pgError(err)?.code;

/**
 * Runs a write and turns a value PostgreSQL cannot store (class 22, e.g. a NUL character in a
 * text) into a 400 the parent can act on, instead of a 500.
 */
export async function rejectUnstorableText<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUnstorableValue(err)) {
      throw unstorableText();
    }
    throw err;
  }
}

/** A value PostgreSQL cannot store (class 22 'data exception', e.g. a NUL character in a text). */
export const isUnstorableValue = (err: unknown) => pgErrorCode(err)?.startsWith('22') ?? false;

export const unstorableText = () =>
  new AppError(
    400,
    'validation_failed',
    'Some text contains characters that cannot be saved. Please remove them and try again.',
  );
