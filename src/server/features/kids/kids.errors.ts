import { DOCUMENT_NAME_AND_FILE_REQUIRED } from '../../../shared/schemas/kid';
import { AppError, notFound } from '../../lib/http-errors';

export const kidNotFound = () => notFound('Profile not found');
export const documentNotFound = () => notFound('Document not found');

export const documentInputRequired = () =>
  new AppError(400, 'validation_failed', DOCUMENT_NAME_AND_FILE_REQUIRED);
export const unsupportedFileType = () =>
  new AppError(415, 'unsupported_file_type', 'Only PDF, PNG, JPEG or WebP files can be uploaded.');
export const fileTooLarge = (maxLabel: string) =>
  new AppError(413, 'payload_too_large', `The file is too large: at most ${maxLabel}.`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot name a row, so it is simply not found (never a 500). */
export const isUuid = (id: string) => UUID.test(id);

/** The PostgreSQL error code behind a Drizzle error (it wraps the driver's error as `cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth++) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = cause;
  }
  return undefined;
}

/**
 * Runs a write and turns a value PostgreSQL cannot store (class 22, e.g. a NUL character in a
 * text) into a 400 the parent can act on, instead of a 500.
 */
export async function rejectUnstorableText<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorCode(err)?.startsWith('22')) {
      throw new AppError(
        400,
        'validation_failed',
        'Some text contains characters that cannot be saved. Please remove them and try again.',
      );
    }
    throw err;
  }
}
