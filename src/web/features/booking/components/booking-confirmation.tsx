import {
  CalendarCheck,
  CalendarPlus,
  CheckCircle2,
  Home,
  ListChecks,
  Navigation,
} from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { bookingSpanLabel } from '../../../../shared/booking-dates';
import type { Booking } from '../../../../shared/schemas/booking';
import { discountAmount } from '../../../../shared/sibling-discount';
import { useBooking } from '../../../api/bookings/get-booking';
import { useWallet } from '../../../api/wallet/get-wallet';
import { calendarFileHref, calendarFileName, directionsHref } from '../booking-links';
import { buttonClasses } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { clearBookingSelection, useBookingSelection } from '../../../lib/booking-selection';
import { formatMoney } from '../../../lib/format';
import { BookingDatesList } from '../../../components/booking/booking-dates-list';
import { KidBubble } from '../../../components/kid-bubble';
import { PushOffer } from './push-offer';
import { SummaryActivity } from './summary-activity';
import { SummaryLoadError } from './summary-states';
import { LoadingPanel } from '../../../components/ui/loading-panel';

let pendingClear: ReturnType<typeof setTimeout> | undefined;

/**
 * Leaving the confirmation forgets the selection (the booking is made). Deferred a tick, so
 * React's development re-mount of the same page does not count as leaving it.
 */
function useClearSelectionOnLeave(booked: boolean) {
  useEffect(() => {
    if (!booked) return;
    clearTimeout(pendingClear);
    return () => {
      pendingClear = setTimeout(clearBookingSelection, 0);
    };
  }, [booked]);
}

/** /booking/confirmation: 'Booking Confirmed!' for the booking just made. */
export function BookingConfirmation() {
  const selection = useBookingSelection();
  const bookingId = selection?.bookingId;
  const booking = useBooking(bookingId);
  useClearSelectionOnLeave(bookingId !== undefined);

  // The spec: nothing selected or nothing booked → back to discovering activities.
  if (!selection || !bookingId) return <Navigate to="/activities" replace />;
  if (isApiError(booking.error) && booking.error.status === 404) {
    return <Navigate to="/activities" replace />;
  }
  const title = (
    <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Booking Confirmed!</h1>
  );
  if (booking.isPending) {
    return (
      <LoadingPanel label="Loading your booking" className="mx-auto max-w-2xl">
        <div aria-hidden className="h-96 animate-pulse rounded-3xl bg-stone-200/70" />
      </LoadingPanel>
    );
  }
  if (booking.isError) {
    return (
      <div className="mx-auto max-w-2xl">
        <SummaryLoadError header={title} query={booking} />
      </div>
    );
  }
  return <Confirmed booking={booking.data} />;
}

const WHATS_NEXT = [
  'A confirmation e-mail with the details is on its way to you.',
  'The booking is in My Bookings and on your calendar.',
  'Please arrive 10 minutes before the start time; children must be accompanied by an adult.',
  'Plans changed? Cancel from My Bookings at least 24 hours before the start for a full refund.',
] as const;

/** A booking of several dates says them all ('8 Saturdays · Jan 10–Feb 28'); one, its long date. */
const spanOf = (booking: Booking) =>
  booking.sessions.length > 1 ? bookingSpanLabel(booking.sessions) : undefined;

function Confirmed({ booking }: { booking: Booking }) {
  const wallet = useWallet();
  const { activity } = booking;
  return (
    <div className="mx-auto max-w-2xl">
      <div className="flex flex-col items-center text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
          <CheckCircle2 aria-hidden className="size-9" />
        </span>
        <h1 className="mt-4 text-2xl font-extrabold tracking-tight sm:text-3xl">
          Booking Confirmed!
        </h1>
        <p className="mt-1 text-muted">
          {booking.kids.length === 1 ? 'Your place is' : 'Your places are'} booked and paid for.
        </p>
      </div>

      <PushOffer />

      <section
        aria-labelledby="details-heading"
        className="mt-6 rounded-3xl border border-line bg-white p-5 shadow-xs sm:p-6"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="details-heading" className="text-lg font-extrabold tracking-tight">
            Booking Details
          </h2>
          <p className="text-sm text-muted">
            Booking ID{' '}
            <span className="rounded-md bg-stone-100 px-1.5 py-0.5 font-mono font-semibold text-ink">
              {booking.shortId}
            </span>
          </p>
        </div>
        <div className="mt-4">
          <SummaryActivity activity={{ ...booking.activity, dates: spanOf(booking) }} />
        </div>
        <dl className="mt-5 space-y-3 border-t border-line pt-4 text-[15px]">
          {booking.sessions.length > 1 && (
            <div>
              <dt className="text-sm font-semibold text-muted">
                Every date ({booking.sessions.length})
              </dt>
              <dd className="mt-1.5">
                <BookingDatesList sessions={booking.sessions} label="Every date" />
              </dd>
            </div>
          )}
          <div>
            <dt className="text-sm font-semibold text-muted">Participants</dt>
            <dd className="mt-1.5 flex flex-wrap gap-x-4 gap-y-2">
              {booking.kids.map((kid, i) => (
                <span key={kid.id ?? i} className="flex items-center gap-2">
                  <KidBubble name={kid.name} color={kid.avatarColor} className="size-8 text-xs" />
                  <span className="font-semibold">{kid.name}</span>
                </span>
              ))}
            </dd>
          </div>
          {booking.payment.parts.length > 1 ? (
            // A split payment: what each source paid.
            booking.payment.parts.map((part) => (
              <div key={part.method} className="flex justify-between gap-4">
                <dt className="text-muted">
                  {part.method === 'wallet' ? 'Paid from your wallet' : `Paid by ${part.label}`}
                </dt>
                <dd className="font-semibold">{formatMoney(part.amountCents)}</dd>
              </div>
            ))
          ) : (
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Payment</dt>
              <dd className="font-semibold">{booking.payment.label}</dd>
            </div>
          )}
          {booking.discountCents > 0 && (
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Sibling discount</dt>
              <dd className="font-semibold text-emerald-700">
                {discountAmount(booking.discountCents)}
              </dd>
            </div>
          )}
          <div className="flex items-baseline justify-between gap-4">
            <dt className="font-bold">Total paid</dt>
            <dd className="text-xl font-extrabold tracking-tight">
              {formatMoney(booking.totalCents)}
            </dd>
          </div>
          {wallet.data && (
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Wallet balance left</dt>
              <dd className="font-semibold">{formatMoney(wallet.data.balanceCents)}</dd>
            </div>
          )}
        </dl>
        <div className="mt-5 grid gap-3 border-t border-line pt-4 sm:grid-cols-2">
          <a
            href={calendarFileHref(booking, window.location.origin)}
            download={calendarFileName(booking)}
            className={buttonClasses({ variant: 'secondary' })}
          >
            <CalendarPlus aria-hidden className="size-4" />
            Add to calendar
          </a>
          <a
            href={directionsHref(activity)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Directions to ${activity.locationName} (opens in a new tab)`}
            className={buttonClasses({ variant: 'secondary' })}
          >
            <Navigation aria-hidden className="size-4" />
            Directions
          </a>
        </div>
      </section>

      <section
        aria-labelledby="next-heading"
        className="mt-5 rounded-3xl bg-primary-tint p-5 sm:p-6"
      >
        <h2
          id="next-heading"
          className="flex items-center gap-2 text-lg font-extrabold tracking-tight"
        >
          <ListChecks aria-hidden className="size-5 text-primary" />
          What's Next?
        </h2>
        <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-[15px]">
          {WHATS_NEXT.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </section>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:justify-center">
        <Link to="/bookings" className={buttonClasses({ size: 'lg' })}>
          <CalendarCheck aria-hidden className="size-4" />
          View My Bookings
        </Link>
        <Link to="/" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          <Home aria-hidden className="size-4" />
          Back to Home
        </Link>
      </div>
    </div>
  );
}
