import { createRouter } from '../../lib/router';
import {
  calendarFeedIcsRoute,
  feedNotFound,
  getCalendarFeedRoute,
  resetCalendarFeedRoute,
} from './calendar.contract';
import { calendarFeedIcs, calendarFeedUrls } from './calendar.service';

export const calendarRoutes = createRouter()
  .openapi(getCalendarFeedRoute, async (c) =>
    c.json(await calendarFeedUrls(c.var.deps, c.var.user.id), 200),
  )
  .openapi(resetCalendarFeedRoute, async (c) =>
    c.json(await calendarFeedUrls(c.var.deps, c.var.user.id, { reset: true }), 200),
  )
  // The public iCal feed: no session; the token in the path is the secret.
  .openapi(calendarFeedIcsRoute, async (c) => {
    const token = c.req.valid('param').file.slice(0, -'.ics'.length);
    const ics = await calendarFeedIcs(c.var.deps, token);
    if (ics === null) throw feedNotFound();
    return c.body(ics, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="kidventure.ics"',
      'cache-control': 'private, max-age=300',
    });
  });
