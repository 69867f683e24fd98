import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { coveringPayment } from '../../../../shared/booking-payment';
import {
  INSUFFICIENT_BALANCE,
  NO_KIDS_SELECTED,
  PAYMENT_METHOD_REQUIRED,
} from '../../../../shared/booking-rules';
import { bookingAmounts } from '../../../../shared/sibling-discount';
import type { ActivityDetail } from '../../../../shared/schemas/activity';
import type { CreateHoldInput } from '../../../../shared/schemas/booking';
import { activityQueryOptions } from '../../../api/activities/get-activity';
import { useCreateBooking } from '../../../api/bookings/create-booking';
import { kidsQueryOptions } from '../../../api/kids/get-kids';
import { savedCards, useWallet } from '../../../api/wallet/get-wallet';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import {
  bookingIdempotencyKey,
  readBookingSelection,
  renewBookingIdempotencyKey,
  setSelectedBooking,
  setSelectedPayment,
  setSplitWithWallet,
  useBookingSelection,
  type BookingSelection,
} from '../../../lib/booking-selection';
import { notify } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { refusalToast } from '../booking-refusals';
import { chosenOption } from '../chosen-option';
import {
  chosenSplit,
  effectiveChoice,
  paymentFor,
  paymentMeans,
  WALLET_CHOICE,
} from '../payment-choice';
import { BookingPolicy } from './booking-policy';
import { PaymentMethodChoice } from './payment-method-choice';
import { PriceDetails } from './price-details';
import { HoldStatus } from './hold-status';
import { useCheckoutHold } from '../use-checkout-hold';
import { SummaryActivityNotFound, SummaryLoadError, SummarySkeleton } from './summary-states';
import { SummaryActivity } from './summary-activity';
import { SummaryParticipants } from './summary-participants';

/** /booking: what is about to be booked, how to pay, and 'Complete Payment'. */
export function BookingSummary() {
  const selection = useBookingSelection();
  // The spec: without a selected activity the summary has nothing to show.
  if (!selection) return <Navigate to="/activities" replace />;
  return <SummaryFor key={selection.activityId} selection={selection} />;
}

const card = 'rounded-3xl border border-line bg-white p-5 shadow-xs sm:p-6';

function SummaryFor({ selection }: { selection: BookingSelection }) {
  const navigate = useNavigate();
  // The payment's key exists from the start: the places are held under it.
  useEffect(() => {
    bookingIdempotencyKey();
  }, [selection.idempotencyKey]);
  const activity = useQuery(activityQueryOptions(String(selection.activityId)));
  const kids = useQuery(kidsQueryOptions());
  const wallet = useWallet();
  const createBooking = useCreateBooking();
  const once = useSubmitOnce();
  // The payment step holds the places while the parent pays (decision 057).
  const hold = useCheckoutHold(holdRequest(selection, activity.data, kids.data?.items));
  // The parent may leave while the request runs: the answer must not steer a page they left.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The header's Back button goes one step back (the spec's Back); the page keeps its h1.
  const header = (
    <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Booking Summary</h1>
  );

  if (isApiError(activity.error) && activity.error.status === 404) {
    return <SummaryActivityNotFound header={header} />;
  }
  if (activity.isPending) return <SummarySkeleton header={header} />;
  if (activity.isError) {
    return <SummaryLoadError header={header} query={activity} />;
  }

  const a = activity.data;
  // Only children who still have a profile are booked and counted.
  const chosenKids = kids.data?.items.filter((kid) => selection.kidIds.includes(kid.id)) ?? [];
  const discountPercent = a.provider.siblingDiscountPercent;
  // A program's dates and price are the option the parent chose on its page.
  const option = chosenOption(a, selection.sessionIds);
  // What the parent pays: price × children, less the provider's sibling discount.
  const { totalCents } = bookingAmounts(option.priceCents, chosenKids.length, discountPercent);
  // The parent's pick is kept with the selection: a reload or a trip to the wallet keeps it.
  const choice = effectiveChoice(selection.paymentChoice ?? null, wallet.data, totalCents);
  // A card payment may take what the wallet holds first, the card paying the rest.
  const splitOffer = chosenSplit(choice, true, wallet.data, totalCents);
  const split = chosenSplit(choice, selection.splitWithWallet ?? false, wallet.data, totalCents);
  const busy = createBooking.isPending;
  // Until the children are known there is no total, and until the wallet has answered no way
  // to pay (a wallet that failed to load is met by 'Payment method required').
  const ready = kids.data !== undefined && !wallet.isPending;
  const uncovered =
    ready &&
    wallet.data !== undefined &&
    coveringPayment(totalCents, paymentMeans(wallet.data)) === null;
  async function completePayment() {
    if (once.pending || !ready) return;
    if (chosenKids.length === 0) {
      notify.error(NO_KIDS_SELECTED.title, NO_KIDS_SELECTED.description);
      return;
    }
    if (choice === null || !wallet.data) {
      notify.error(PAYMENT_METHOD_REQUIRED.title, PAYMENT_METHOD_REQUIRED.description);
      return;
    }
    if (choice === WALLET_CHOICE && wallet.data.balanceCents < totalCents) {
      notify.error(INSUFFICIENT_BALANCE.title, INSUFFICIENT_BALANCE.description);
      return;
    }
    const idempotencyKey = bookingIdempotencyKey();
    if (!idempotencyKey) return;
    once.start();
    try {
      const booking = await createBooking.mutateAsync({
        activityId: a.id,
        ...(option.sessionIds ? { sessionIds: option.sessionIds } : {}),
        kidIds: chosenKids.map((kid) => kid.id),
        payment: paymentFor(choice, split),
        idempotencyKey,
      });
      notify.success('Payment successful', 'Your booking has been confirmed');
      // Left the page, or chose something else meanwhile: the toast says it; nothing else moves.
      if (!mounted.current || !stillSelected(idempotencyKey)) return;
      setSelectedBooking(booking.id);
      // Still "sending" until the page changes: a late second press must not post again.
      void navigate('/booking/confirmation', { replace: true });
    } catch (error) {
      once.done();
      const toast = refusalToast(error);
      // A definite refusal booked nothing: the next press is a new attempt with a new key, unless
      // the places are still held under this one (a declined card: another card pays for them).
      // After a lost connection the outcome is unknown: the same key makes the retry safe.
      const stillHeld = hold.status === 'held' && hold.endsAt > Date.now() && !toast.placesGone;
      if (toast.refused && !stillHeld && stillSelected(idempotencyKey)) {
        renewBookingIdempotencyKey();
      }
      notify.error(toast.title, toast.description);
    }
  }

  return (
    <div>
      {header}
      <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-6">
        <div className="space-y-5">
          <section aria-labelledby="activity-heading" className={card}>
            <h2 id="activity-heading" className="sr-only">
              Activity
            </h2>
            <SummaryActivity
              activity={{
                title: a.title,
                providerName: a.provider.name,
                imageUrl: a.imageUrl,
                date: a.date,
                dates: option.dates,
                startTime: option.startTime,
                endTime: option.endTime,
                locationName: a.location.name,
                address: a.location.address,
              }}
            />
          </section>
          <section aria-labelledby="participants-heading" className={card}>
            <h2 id="participants-heading" className="text-lg font-extrabold tracking-tight">
              Participants
            </h2>
            <SummaryParticipants kids={kids} chosen={chosenKids} activityId={a.id} />
          </section>
          <BookingPolicy />
        </div>

        <div className="space-y-5">
          <section aria-labelledby="price-heading" className={card}>
            <h2 id="price-heading" className="text-lg font-extrabold tracking-tight">
              Price Details
            </h2>
            <PriceDetails
              priceCents={option.priceCents}
              unit={option.unit}
              kidCount={kids.data ? chosenKids.length : null}
              discountPercent={discountPercent}
              split={split}
            />
          </section>
          <div className={card}>
            <PaymentMethodChoice
              wallet={wallet}
              cards={savedCards(wallet.data)}
              value={choice}
              onChange={setSelectedPayment}
              totalCents={totalCents}
              split={{ offer: splitOffer, on: split !== null, onChange: setSplitWithWallet }}
              uncovered={uncovered}
              disabled={busy}
            />
          </div>
          <HoldStatus hold={hold} />
          <Button
            size="lg"
            className="w-full"
            busy={busy}
            disabled={!ready}
            onClick={() => void completePayment()}
          >
            {!busy && <Lock aria-hidden className="size-4" />}
            Complete Payment
          </Button>
        </div>
      </div>
    </div>
  );
}

/** What to hold: the chosen option for the chosen kids who still have a profile, once known. */
function holdRequest(
  selection: BookingSelection,
  activity: ActivityDetail | undefined,
  kids: readonly { id: string }[] | undefined,
): CreateHoldInput | null {
  const key = selection.idempotencyKey;
  if (!activity || !kids || !key) return null;
  const kidIds = kids.filter((kid) => selection.kidIds.includes(kid.id)).map((kid) => kid.id);
  if (kidIds.length === 0) return null;
  const option = chosenOption(activity, selection.sessionIds);
  return {
    activityId: activity.id,
    ...(option.sessionIds ? { sessionIds: option.sessionIds } : {}),
    kidIds,
    idempotencyKey: key,
  };
}

/** Whether the stored selection is still the one this payment was for. */
function stillSelected(idempotencyKey: string): boolean {
  return readBookingSelection()?.idempotencyKey === idempotencyKey;
}
