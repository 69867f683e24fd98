import { LIST_FULL, TOO_MANY_LISTS } from '../../../shared/collection-rules';
import { AppError, notFound } from '../../lib/http-errors';

export const listNotFound = () => notFound('List not found');

export const tooManyLists = () => new AppError(409, 'limit_reached', TOO_MANY_LISTS);
export const listFull = () => new AppError(409, 'limit_reached', LIST_FULL);
