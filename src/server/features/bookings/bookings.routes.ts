import { createRouter } from '../../lib/router';
import {
  bookedPlacesRoute,
  calendarBookingsRoute,
  cancelBookingRoute,
  createBookingRoute,
  createHoldRoute,
  releaseHoldRoute,
  getBookingRoute,
  listBookingsRoute,
} from './bookings.contract';
import { calendarBookings } from './calendar-entries';
import {
  bookedPlaces,
  bookingDeps,
  cancelBooking,
  getBooking,
  listBookings,
} from './bookings.service';
import { createBooking } from './checkout.service';
import { createHold } from './hold.service';
import { releaseHold } from './booking-holds';
import { claimWindows } from '../../lib/env';

export const bookingsRoutes = createRouter()
  .openapi(createBookingRoute, async (c) => {
    const { booking, created } = await createBooking(
      { ...bookingDeps(c.var.deps), stepAside: c.var.stepAside },
      c.var.user,
      c.req.valid('json'),
    );
    return created ? c.json(booking, 201) : c.json(booking, 200);
  })
  .openapi(createHoldRoute, async (c) => {
    const { hold, created } = await createHold(
      { ...c.var.deps, stepAside: c.var.stepAside },
      c.var.user,
      c.req.valid('json'),
    );
    return created ? c.json(hold, 201) : c.json(hold, 200);
  })
  .openapi(releaseHoldRoute, async (c) => {
    const { db, env } = c.var.deps;
    await releaseHold(db, c.var.user.id, c.req.valid('param').id, new Date(), claimWindows(env));
    return c.body(null, 204);
  })
  .openapi(listBookingsRoute, async (c) =>
    c.json(await listBookings(c.var.deps.db, c.var.user.id, c.req.valid('query')), 200),
  )
  // Before /bookings/{id}, so 'calendar' and 'booked' are never taken for an id.
  .openapi(calendarBookingsRoute, async (c) => {
    const items = await calendarBookings(c.var.deps.db, c.var.user.id, c.req.valid('query'));
    return c.json({ items }, 200);
  })
  .openapi(bookedPlacesRoute, async (c) =>
    c.json({ items: await bookedPlaces(c.var.deps.db, c.var.user.id) }, 200),
  )
  .openapi(getBookingRoute, async (c) =>
    c.json(await getBooking(c.var.deps.db, c.var.user.id, c.req.valid('param').id), 200),
  )
  .openapi(cancelBookingRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(
      await cancelBooking(bookingDeps(c.var.deps), c.var.user, id, c.req.valid('json')),
      200,
    );
  });
