import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { activityQueryOptions } from '../../../api/activities/get-activity';
import { buttonClasses } from '../../../components/ui/button';
import { useBookingSelection } from '../../../lib/booking-selection';
import { readWalletFromBooking } from '../../../lib/wallet-from-booking';

/**
 * 'Back to your booking' on a wallet reached from the booking summary, while that booking is
 * still to be paid. It stays in view under the header as the parent scrolls, so once a card,
 * a gift card or a top-up is added the way back is one press away.
 */
export function BookingReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const selection = useBookingSelection();
  const pending = readWalletFromBooking(location.state) !== null && selection !== null;
  const booked = !!selection?.bookingId;
  const activity = useQuery({
    ...activityQueryOptions(String(selection?.activityId ?? '')),
    enabled: pending && !booked,
  });
  useKeepFocusClearOfBar(pending && !booked);
  if (!pending || booked) return null;

  // The summary is the step before: going back keeps the history as the parent left it (the
  // header's Back then leaves the summary, not returns here). Opened afresh, it is a new step.
  const back = (event: MouseEvent) => {
    if (location.key === 'default') return;
    event.preventDefault();
    void navigate(-1);
  };

  return (
    <div
      data-toast-edge="top"
      className="sticky top-[calc(4rem+1px)] z-30 -mx-4 mb-5 flex items-center gap-3 border-b border-line bg-white/95 px-4 py-2 shadow-xs backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-4"
    >
      <p className="min-w-0 flex-1">
        <span className="block text-xs font-bold tracking-wide text-muted uppercase">
          Your booking
        </span>
        <span className="block truncate text-sm font-semibold text-ink">
          {activity.data?.title ?? 'Waiting to be paid'}
        </span>
      </p>
      <Link
        to="/booking"
        replace
        onClick={back}
        className={buttonClasses({ className: 'shrink-0 px-3' })}
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to your booking
      </Link>
    </div>
  );
}

/**
 * Keeps a control the keyboard moves to clear of the bar under the sticky header (WCAG 2.4.11):
 * the page's scroll padding grows by the bar's height while it shows.
 */
function useKeepFocusClearOfBar(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const html = document.documentElement;
    const previous = html.style.scrollPaddingTop;
    html.style.scrollPaddingTop = '10rem';
    return () => {
      html.style.scrollPaddingTop = previous;
    };
  }, [active]);
}
