import { AlertDialog } from 'radix-ui';
import type { Booking } from '../../../../shared/schemas/booking';
import { Button, buttonClasses } from '../../../components/ui/button';
import { formatMoney, formatShortDate, formatTime } from '../../../lib/format';
import { refundDestination } from '../refund-text';

/**
 * Asks before cancelling. It says what the parent gets back: the full amount and where it goes,
 * or — less than 24 hours before the start — plainly that there is no refund.
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
  onConfirm: (booking: Booking, acceptNoRefund: boolean) => void;
  onClose: () => void;
  /** Opened without a trigger: the caller says where the focus goes on closing. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const refundable = booking?.cancellation?.refundable ?? true;
  return (
    <AlertDialog.Root open={booking !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50 backdrop-blur-[2px]" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl focus:outline-none"
        >
          {booking && (
            <>
              <AlertDialog.Title className="text-lg font-bold text-ink">
                {refundable ? 'Cancel this booking?' : 'Cancel without a refund?'}
              </AlertDialog.Title>
              <AlertDialog.Description asChild>
                <div className="mt-2 space-y-2 text-muted">
                  <p>
                    <span className="font-semibold text-ink">{booking.activity.title}</span> on{' '}
                    {formatShortDate(booking.activity.date)} at{' '}
                    {formatTime(booking.activity.startTime)} for{' '}
                    {booking.kids.map((kid) => kid.name).join(', ')}.
                  </p>
                  <RefundText booking={booking} refundable={refundable} />
                </div>
              </AlertDialog.Description>
              <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <AlertDialog.Cancel
                  disabled={busy}
                  className={buttonClasses({ variant: 'secondary' })}
                >
                  Keep Booking
                </AlertDialog.Cancel>
                <Button
                  variant="danger"
                  busy={busy}
                  onClick={() => onConfirm(booking, !refundable)}
                >
                  {refundable ? 'Cancel Booking' : 'Cancel Without Refund'}
                </Button>
              </div>
            </>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function RefundText({ booking, refundable }: { booking: Booking; refundable: boolean }) {
  const refundCents = booking.cancellation?.refundCents ?? 0;
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
