import { LIST_FULL, TOO_MANY_LISTS } from '../../../shared/collection-rules';
import { AppError, notFound } from '../../lib/http-errors';

export const activityNotFound = () => notFound('Activity not found');
export const listNotFound = () => notFound('List not found');
/** A wrong token and a revoked one answer alike: the link leads nowhere. */
export const sharedListNotFound = () => notFound('This list is not shared, or the link is wrong');

export const tooManyLists = () => new AppError(409, 'limit_reached', TOO_MANY_LISTS);
export const listFull = () => new AppError(409, 'limit_reached', LIST_FULL);
