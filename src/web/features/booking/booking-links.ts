import { sessionInstants } from '../../../shared/booking-dates';
import { bookingCalendarFile } from '../../../shared/ical';
import type { Booking } from '../../../shared/schemas/booking';
import { bookedKidNames } from '../../components/booking/booking-details';
import { formatMoney } from '../../lib/format';

/**
 * The 'Add to calendar' file of one booking, as a data: address a download link can carry (no
 * object URL to revoke): one event per date of the booking (a term's every date). Its times are
 * UTC instants, so any calendar app shows them right.
 */
export function calendarFileHref(booking: Booking, appOrigin: string, now = new Date()): string {
  const { activity } = booking;
  const ics = bookingCalendarFile({
    bookingId: booking.id,
    stamp: now,
    dates: booking.sessions.map((session) => ({
      sessionId: session.id,
      ...sessionInstants(session),
    })),
    summary: activity.title,
    location: [activity.locationName, activity.address].filter(Boolean).join(', '),
    description: [
      `Children: ${bookedKidNames(booking)}`,
      `Provider: ${activity.providerName}`,
      `Total: ${formatMoney(booking.totalCents)}`,
      `Booking ID: ${booking.shortId}`,
    ].join('\n'),
    url: `${appOrigin}/bookings`,
  });
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

export const calendarFileName = (booking: Booking) => `kidventure-${booking.shortId}.ics`;

/**
 * Directions to the activity on OpenStreetMap: it opens in any browser, on phones and desktops
 * (a geo: link does nothing on most desktops), needs no account, and is the map our pages use.
 */
export const directionsHref = ({ lat, lng }: { lat: number; lng: number }) =>
  `https://www.openstreetmap.org/directions?to=${lat}%2C${lng}`;
