import { DOCUMENT_NAME_AND_FILE_REQUIRED } from '../../../shared/schemas/kid';
import { AppError, notFound } from '../../lib/http-errors';

export const documentNotFound = () => notFound('Document not found');

export const documentInputRequired = () =>
  new AppError(400, 'validation_failed', DOCUMENT_NAME_AND_FILE_REQUIRED);
export const unsupportedFileType = () =>
  new AppError(415, 'unsupported_file_type', 'Only PDF, PNG, JPEG or WebP files can be uploaded.');
export const fileTooLarge = (maxLabel: string) =>
  new AppError(413, 'payload_too_large', `The file is too large: at most ${maxLabel}.`);
