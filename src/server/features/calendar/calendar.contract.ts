import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { CalendarFeedSchema } from '../../../shared/schemas/booking';
import { requireUser } from '../../lib/auth';
import { notFound } from '../../lib/http-errors';
import { pathParam } from '../../lib/ids';
import { ErrorResponseSchema, json } from '../../lib/openapi';
import { rateLimit } from '../../lib/rate-limit';

/** The parent's private iCal feed of confirmed bookings: docs/booking-api.md. */

const middleware = requireUser;

/** The feed's file name: its secret token (32 random bytes, base64url) and '.ics'. */
const FEED_FILE = /^[A-Za-z0-9_-]{43}\.ics$/;
export const feedNotFound = () => notFound('Calendar feed not found');
const unauthorized = json(ErrorResponseSchema, 'unauthorized: User not authenticated');

export const getCalendarFeedRoute = createRoute({
  method: 'get',
  path: '/calendar/feed',
  tags: ['calendar'],
  summary: 'The parent’s private iCal feed URL (created on first call)',
  middleware,
  responses: { 200: json(CalendarFeedSchema, 'The feed URLs'), 401: unauthorized },
});

export const resetCalendarFeedRoute = createRoute({
  method: 'post',
  path: '/calendar/feed/reset',
  tags: ['calendar'],
  summary: 'Replace the feed’s secret: the old URL stops working',
  middleware,
  responses: { 200: json(CalendarFeedSchema, 'The new feed URLs'), 401: unauthorized },
});

/** Public: the token in the path is the secret. */
export const calendarFeedIcsRoute = createRoute({
  method: 'get',
  path: '/calendar/feed/{file}',
  tags: ['calendar'],
  summary: 'The iCalendar feed ({token}.ics): one event per confirmed booking',
  middleware: [rateLimit('calendar-feed', { perMinute: 60 })] as const,
  request: {
    params: z.object({
      file: pathParam((file) => FEED_FILE.test(file), feedNotFound).openapi({
        description: '{token}.ics',
        example: 'abc…xyz.ics',
      }),
    }),
  },
  responses: {
    200: {
      description: 'text/calendar; charset=utf-8',
      content: { 'text/calendar': { schema: z.string() } },
    },
    404: json(ErrorResponseSchema, 'not_found: no feed with that token'),
    429: json(ErrorResponseSchema, 'rate_limited'),
  },
});
