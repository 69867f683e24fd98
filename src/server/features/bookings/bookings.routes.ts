import { createRouter } from '../../lib/router';
import {
  bookedPlacesRoute,
  calendarBookingsRoute,
  cancelBookingRoute,
  createBookingRoute,
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

export const bookingsRoutes = createRouter()
  .openapi(createBookingRoute, async (c) => {
    const { booking, created } = await createBooking(
      bookingDeps(c.var.deps),
      c.var.user,
      c.req.valid('json'),
    );
    return created ? c.json(booking, 201) : c.json(booking, 200);
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
