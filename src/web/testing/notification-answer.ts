import { defaultNotificationSettings } from '../../shared/notifications';
import type { ApiBody } from './api-types';

type Notification = ApiBody<'GET /api/notifications'>['items'][number];

/** A notification as the API lists it; unread and a minute old unless told otherwise. */
export function notificationAnswer(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    kind: 'booking',
    title: 'Booking confirmed: Art Camp',
    body: 'Mia · Sat, Jan 10, 9:30 AM',
    link: '/bookings?booking=b1',
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    readAt: null,
    ...overrides,
  };
}

/** The settings of a parent who never changed a thing, in `timeZone`. */
export const notificationSettingsAnswer = (
  timeZone = 'America/Toronto',
): ApiBody<'GET /api/notifications/settings'> => defaultNotificationSettings(timeZone);
