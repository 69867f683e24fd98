import type { Booking } from '../../../../shared/schemas/booking';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatMoney, formatShortDate, formatTime } from '../../../lib/format';
import { refundDestination } from '../refund-text';

/**
 * Asks before cancelling. It says what the parent gets back: the full amount and where it goes,
 * part of it (a booking of several dates, some less than 24 hours away), or — less than 24 hours
 * before the start — plainly that there is no refund.
 *
 * The amount is the server's `cancellation`, worked out by shared/program-refunds date by date
 * from the booking's sessions (the 24-hour rule for each).
 */
export function CancelBookingDialog({
  booking,
  busy,
  onConfirm,
  onClose,
  onCloseAutoFocus,
}: {
  booking: Booking | null;
  busy: boolean;
  /** Return the request's promise: a double click then cancels once. */
  onConfirm: (booking: Booking, acceptNoRefund: boolean) => unknown;
  onClose: () => void;
  /** Opened without a trigger: the caller says where the focus goes on closing. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const refundable = booking?.cancellation?.refundable ?? true;
  const some = booking !== null && isPartRefund(booking);
  return (
    <ConfirmDialog
      open={booking !== null}
      onOpenChange={(open) => !open && onClose()}
      title={refundable || some ? 'Cancel this booking?' : 'Cancel without a refund?'}
      description={
        booking && (
          <div className="space-y-2">
            <p>
              <span className="font-semibold text-ink">{booking.activity.title}</span> on{' '}
              {formatShortDate(booking.activity.date)} at {formatTime(booking.activity.startTime)}{' '}
              for {booking.kids.map((kid) => kid.name).join(', ')}.
            </p>
            <RefundText booking={booking} refundable={refundable} />
          </div>
        )
      }
      cancelLabel="Keep Booking"
      confirmLabel={refundable || some ? 'Cancel Booking' : 'Cancel Without Refund'}
      busy={busy}
      onConfirm={() => booking && onConfirm(booking, !refundable)}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}

/** Some of what was paid comes back, not all: dates less than 24 hours away keep their share. */
const isPartRefund = (booking: Booking) => {
  const refundCents = booking.cancellation?.refundCents ?? 0;
  return refundCents > 0 && refundCents < booking.totalCents;
};

function RefundText({ booking, refundable }: { booking: Booking; refundable: boolean }) {
  const refundCents = booking.cancellation?.refundCents ?? 0;
  if (isPartRefund(booking)) {
    return (
      <p>
        You'll get back <span className="font-semibold text-ink">{formatMoney(refundCents)}</span>{' '}
        of the {formatMoney(booking.totalCents)} you paid, to {refundDestination(booking)}. Dates
        less than 24 hours away are not refunded.
      </p>
    );
  }
  if (refundable && refundCents > 0) {
    return (
      <p>
        You'll get a full refund of{' '}
        <span className="font-semibold text-ink">{formatMoney(refundCents)}</span> to{' '}
        {refundDestination(booking)}.
      </p>
    );
  }
  if (refundable || booking.totalCents === 0) {
    return <p>Nothing was paid for this booking, so there is nothing to refund.</p>;
  }
  return (
    <p className="rounded-2xl bg-danger-soft p-3 font-semibold text-danger">
      No refund: this activity starts in less than 24 hours, so the{' '}
      {formatMoney(booking.totalCents)} you paid will not be returned.
    </p>
  );
}
