import { createRoute } from '@hono/zod-openapi';
import {
  NotificationIdParamSchema,
  NotificationPageSchema,
  NotificationQuerySchema,
  NotificationSettingsSchema,
  NotificationSettingsUpdateSchema,
  UnreadCountSchema,
  UnsubscribedSchema,
  UnsubscribeQuerySchema,
} from '../../../shared/schemas/notification';
import { requireUser } from '../../lib/auth';
import { ErrorResponseSchema, json, jsonBody } from '../../lib/openapi';

const tags = ['notifications'];
const middleware = requireUser;
const unauthorized = json(ErrorResponseSchema, 'Not signed in: User not authenticated');
const invalid = json(ErrorResponseSchema, 'Invalid input (validation_failed, with details)');

export const listNotificationsRoute = createRoute({
  method: 'get',
  path: '/notifications',
  tags,
  middleware,
  summary: "The parent's notifications, newest first, with the unread count",
  request: { query: NotificationQuerySchema },
  responses: {
    200: json(NotificationPageSchema, 'One page'),
    400: invalid,
    401: unauthorized,
  },
});

export const unreadCountRoute = createRoute({
  method: 'get',
  path: '/notifications/unread',
  tags,
  middleware,
  summary: 'How many notifications are unread (the bell)',
  responses: { 200: json(UnreadCountSchema, 'The count'), 401: unauthorized },
});

export const markReadRoute = createRoute({
  method: 'post',
  path: '/notifications/{id}/read',
  tags,
  middleware,
  summary: 'Mark one notification read',
  request: { params: NotificationIdParamSchema },
  responses: {
    200: json(UnreadCountSchema, 'Unread left'),
    401: unauthorized,
    404: json(ErrorResponseSchema, 'No such notification of this parent'),
  },
});

export const markAllReadRoute = createRoute({
  method: 'post',
  path: '/notifications/read',
  tags,
  middleware,
  summary: 'Mark every notification read',
  responses: { 200: json(UnreadCountSchema, 'Unread left (0)'), 401: unauthorized },
});

export const getSettingsRoute = createRoute({
  method: 'get',
  path: '/notifications/settings',
  tags,
  middleware,
  summary: 'What reaches the parent, on which channel; quiet hours and their time zone',
  responses: { 200: json(NotificationSettingsSchema, 'The settings'), 401: unauthorized },
});

export const updateSettingsRoute = createRoute({
  method: 'patch',
  path: '/notifications/settings',
  tags,
  middleware,
  summary: 'Change any part of the settings',
  request: jsonBody(NotificationSettingsUpdateSchema),
  responses: {
    200: json(NotificationSettingsSchema, 'The settings now'),
    400: invalid,
    401: unauthorized,
  },
});

/**
 * One-click unsubscribe (RFC 8058): a mail provider posts `List-Unsubscribe=One-Click` here with
 * no cookie and no Origin, so it needs no sign-in and passes the origin check; the signed token
 * is the credential. The e-mail's visible link opens a page that posts here too.
 */
export const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/notifications/unsubscribe',
  tags,
  summary: "Turn off one kind's e-mail from the link in that e-mail",
  request: { query: UnsubscribeQuerySchema },
  responses: {
    200: json(UnsubscribedSchema, 'E-mail of that kind is off'),
    400: json(ErrorResponseSchema, 'The link is not valid (invalid_unsubscribe_link)'),
  },
});
