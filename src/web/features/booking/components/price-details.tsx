import type { PaymentSplit } from '../../../../shared/booking-payment';
import {
  bookingAmounts,
  discountAmount,
  siblingDiscountLabel,
} from '../../../../shared/sibling-discount';
import { formatMoney } from '../../../lib/format';

/**
 * Price per child × children = total (spec part 2, section 9). With the provider's sibling
 * discount taking something off, the discount and the amount to pay follow the total. With a
 * split payment chosen, what the wallet pays and what the card pays. The server charges the same.
 */
export function PriceDetails({
  priceCents,
  unit = null,
  kidCount,
  discountPercent = null,
  split = null,
}: {
  priceCents: number;
  /** What a program's price buys ('per term', 'per week', 'for 3 dates'); null for one activity. */
  unit?: string | null;
  /** Null while the children are loading. */
  kidCount: number | null;
  /** The provider's sibling discount; null for none. */
  discountPercent?: number | null;
  split?: PaymentSplit | null;
}) {
  const amounts = kidCount === null ? null : bookingAmounts(priceCents, kidCount, discountPercent);
  const discounted = amounts !== null && discountPercent !== null && amounts.discountCents > 0;
  return (
    <dl className="mt-3 space-y-2 text-[15px]">
      <div className="flex justify-between gap-4">
        <dt className="text-muted">Price per child</dt>
        <dd className="font-semibold">
          {formatMoney(priceCents)}
          {unit && <span className="font-normal text-muted"> {unit}</span>}
        </dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">Children</dt>
        <dd className="font-semibold">{kidCount === null ? <Pending /> : `× ${kidCount}`}</dd>
      </div>
      {discounted ? (
        <>
          <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
            <dt className="font-bold">Total</dt>
            <dd className="font-bold">{formatMoney(amounts.subtotalCents)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{siblingDiscountLabel(discountPercent)}</dt>
            <dd className="font-semibold text-emerald-700">
              {discountAmount(amounts.discountCents)}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
            <dt className="font-bold">Amount to pay</dt>
            <dd className="text-2xl font-extrabold tracking-tight">
              {formatMoney(amounts.totalCents)}
            </dd>
          </div>
        </>
      ) : (
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
          <dt className="font-bold">Total</dt>
          <dd className="text-2xl font-extrabold tracking-tight">
            {amounts === null ? <Pending wide /> : formatMoney(amounts.totalCents)}
          </dd>
        </div>
      )}
      {split && (
        <>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">From your wallet</dt>
            <dd className="font-semibold">{formatMoney(split.walletCents)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">By card</dt>
            <dd className="font-semibold">{formatMoney(split.cardCents)}</dd>
          </div>
        </>
      )}
    </dl>
  );
}

function Pending({ wide = false }: { wide?: boolean }) {
  return (
    <span role="status" className="inline-flex align-middle">
      <span className="sr-only">Loading</span>
      <span
        aria-hidden
        className={`inline-block animate-pulse rounded bg-stone-200/70 ${wide ? 'h-7 w-24' : 'h-4 w-8'}`}
      />
    </span>
  );
}
