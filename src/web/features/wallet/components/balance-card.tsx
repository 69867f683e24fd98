import { Gift, Plus, Wallet } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/format';

/** The balance with the two ways to add money. */
export function BalanceCard({
  balanceCents,
  onAddGiftCard,
  onTopUp,
}: {
  balanceCents: number;
  onAddGiftCard: () => void;
  onTopUp: () => void;
}) {
  return (
    <section
      aria-labelledby="wallet-balance-label"
      className="relative overflow-hidden rounded-3xl bg-linear-to-br from-primary to-teal-900 px-5 py-6 text-white shadow-md sm:flex sm:items-end sm:justify-between sm:gap-6 sm:px-7 sm:py-7"
    >
      <Wallet
        aria-hidden
        className="pointer-events-none absolute -top-4 -right-4 size-32 text-white/10 sm:size-40"
      />
      <div className="relative">
        <h2 id="wallet-balance-label" className="text-sm font-semibold text-teal-50">
          Wallet Balance
        </h2>
        <p
          className="mt-1 text-4xl font-extrabold tracking-tight tabular-nums sm:text-5xl"
          aria-live="polite"
        >
          {formatMoney(balanceCents)}
        </p>
        <p className="mt-1 text-sm text-teal-50">Pay for bookings straight from your wallet.</p>
      </div>
      {/* Side by side when they fit, else one above the other; never a label broken in two. */}
      <div className="relative mt-5 flex flex-wrap gap-3 sm:mt-0 sm:shrink-0 sm:flex-nowrap">
        <Button variant="inverse" onClick={onAddGiftCard} className="flex-1 px-3 whitespace-nowrap">
          <Gift aria-hidden className="size-4" />
          Add Gift Card
        </Button>
        <Button
          onClick={onTopUp}
          className="flex-1 border border-white/70 bg-white/10 px-3 whitespace-nowrap shadow-none hover:bg-white/20 focus-visible:outline-white active:bg-white/25"
        >
          <Plus aria-hidden className="size-4" />
          Top Up Balance
        </Button>
      </div>
    </section>
  );
}
