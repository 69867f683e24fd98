import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  ActivityListDetailSchema,
  ActivityListSchema,
  ActivityListsSchema,
  CreateListSchema,
  FavoriteListSchema,
  FavoriteSchema,
  SharedListSchema,
  UpdateListSchema,
} from '../../../shared/schemas/collections';
import { isShareToken } from '../../../shared/collection-rules';
import { requireUser } from '../../lib/auth';
import { pathParam, serialParam, uuidParam } from '../../lib/ids';
import { ErrorResponseSchema, json, jsonBody } from '../../lib/openapi';
import { listNotFound } from './collections.errors';
import { activityNotFound, sharedListNotFound } from '../../lib/refusals';

/** Favourites, lists and their share links: /api/collections/… */

const tags = ['collections'];
const middleware = requireUser;

const error = (description: string) => json(ErrorResponseSchema, description);
const unauthorized = error('Not signed in: User not authenticated');
const invalid = error('Invalid input (validation_failed, with details)');
const noList = error("No such list, or another parent's");
const limit = error('A limit is reached (limit_reached): 50 lists, 200 activities a list');

const FavoriteParams = z.object({ activityId: serialParam(activityNotFound) });
const ListParams = z.object({ id: uuidParam(listNotFound) });
const ItemParams = z.object({
  id: uuidParam(listNotFound),
  activityId: serialParam(activityNotFound),
});
const TokenParams = z.object({ token: pathParam(isShareToken, sharedListNotFound) });

export const listFavoritesRoute = createRoute({
  method: 'get',
  path: '/collections/favorites',
  tags,
  middleware,
  summary: "The parent's favourites, newest first, past activities included",
  responses: { 200: json(FavoriteListSchema, 'The favourites'), 401: unauthorized },
});

export const addFavoriteRoute = createRoute({
  method: 'put',
  path: '/collections/favorites/{activityId}',
  tags,
  middleware,
  summary: 'Favourite an activity (again: no change)',
  request: { params: FavoriteParams },
  responses: {
    200: json(FavoriteSchema, 'The favourite'),
    401: unauthorized,
    404: error('Activity not found'),
  },
});

export const removeFavoriteRoute = createRoute({
  method: 'delete',
  path: '/collections/favorites/{activityId}',
  tags,
  middleware,
  summary: 'Unfavourite an activity (not a favourite: no change)',
  request: { params: FavoriteParams },
  responses: { 204: { description: 'Not a favourite (any more)' }, 401: unauthorized },
});

export const listListsRoute = createRoute({
  method: 'get',
  path: '/collections/lists',
  tags,
  middleware,
  summary: "The parent's lists, last edited first, with their activities' titles",
  responses: { 200: json(ActivityListsSchema, 'The lists'), 401: unauthorized },
});

export const createListRoute = createRoute({
  method: 'post',
  path: '/collections/lists',
  tags,
  middleware,
  summary: 'Create a list, with its first activity when activityId is given',
  request: jsonBody(CreateListSchema),
  responses: {
    201: json(ActivityListSchema, 'The new list'),
    400: invalid,
    401: unauthorized,
    404: error('Activity not found'),
    409: limit,
  },
});

export const getListRoute = createRoute({
  method: 'get',
  path: '/collections/lists/{id}',
  tags,
  middleware,
  summary: 'One list with its activities in full',
  request: { params: ListParams },
  responses: { 200: json(ActivityListDetailSchema, 'The list'), 401: unauthorized, 404: noList },
});

export const updateListRoute = createRoute({
  method: 'patch',
  path: '/collections/lists/{id}',
  tags,
  middleware,
  summary: 'Rename, describe, or share (a new link) / make private (the link dies)',
  request: { params: ListParams, ...jsonBody(UpdateListSchema) },
  responses: {
    200: json(ActivityListSchema, 'The saved list'),
    400: invalid,
    401: unauthorized,
    404: noList,
  },
});

export const deleteListRoute = createRoute({
  method: 'delete',
  path: '/collections/lists/{id}',
  tags,
  middleware,
  summary: 'Delete a list',
  request: { params: ListParams },
  responses: { 204: { description: 'Deleted' }, 401: unauthorized, 404: noList },
});

export const addListItemRoute = createRoute({
  method: 'put',
  path: '/collections/lists/{id}/items/{activityId}',
  tags,
  middleware,
  summary: 'Add an activity to a list (already in it: ignored)',
  request: { params: ItemParams },
  responses: {
    200: json(ActivityListSchema, 'The list'),
    401: unauthorized,
    404: error('List not found, or Activity not found'),
    409: limit,
  },
});

export const removeListItemRoute = createRoute({
  method: 'delete',
  path: '/collections/lists/{id}/items/{activityId}',
  tags,
  middleware,
  summary: 'Remove an activity from a list (not in it: no change)',
  request: { params: ItemParams },
  responses: { 200: json(ActivityListSchema, 'The list'), 401: unauthorized, 404: noList },
});

export const getSharedListRoute = createRoute({
  method: 'get',
  path: '/collections/shared/{token}',
  tags,
  summary: 'A shared list, read-only, for anyone with its link (signed in or not)',
  request: { params: TokenParams },
  responses: {
    200: json(SharedListSchema, 'The shared list'),
    404: error('A wrong link, or sharing was turned off'),
  },
});

export const copySharedListRoute = createRoute({
  method: 'post',
  path: '/collections/shared/{token}/copy',
  tags,
  middleware,
  summary: "Save a copy of a shared list into the signed-in parent's own lists (private)",
  request: { params: TokenParams },
  responses: {
    201: json(ActivityListSchema, 'The copy'),
    401: unauthorized,
    404: error('A wrong link, or sharing was turned off'),
    409: limit,
  },
});
