import { errorBody } from '../../lib/http-errors';
import { createRouter } from '../../lib/router';
import {
  calendarFeedIcsRoute,
  getCalendarFeedRoute,
  resetCalendarFeedRoute,
} from './calendar.contract';
import { calendarFeedIcs, calendarFeedUrls } from './calendar.service';

const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

export const calendarRoutes = createRouter()
  .openapi(getCalendarFeedRoute, async (c) =>
    c.json(await calendarFeedUrls(c.var.deps, c.var.user.id), 200),
  )
  .openapi(resetCalendarFeedRoute, async (c) =>
    c.json(await calendarFeedUrls(c.var.deps, c.var.user.id, { reset: true }), 200),
  )
  // The public iCal feed: no session; the token in the path is the secret.
  .openapi(calendarFeedIcsRoute, async (c) => {
    const token = FEED_FILE.exec(c.req.valid('param').file)?.[1];
    const ics = token ? await calendarFeedIcs(c.var.deps, token) : null;
    if (ics === null) return c.json(errorBody('not_found', 'Calendar feed not found'), 404);
    return c.body(ics, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="kidventure.ics"',
      'cache-control': 'private, max-age=300',
    });
  });
