import { AppError } from '../../lib/http-errors';

/** A slug that names no provider (or cannot name one): the page leads nowhere. */
export const providerNotFound = () => new AppError(404, 'provider_not_found', 'Provider not found');
