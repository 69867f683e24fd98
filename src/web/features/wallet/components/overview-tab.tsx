import { CreditCard, Gift, Receipt } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { Wallet } from '../../../../shared/schemas/wallet';
import { Button } from '../../../components/ui/button';
import { NoTransactions, TransactionList } from './transaction-list';

/** Counts at a glance and the newest 5 transactions. */
export function OverviewTab({
  wallet,
  onViewTransactions,
}: {
  wallet: Wallet;
  onViewTransactions: () => void;
}) {
  const { counts, recentTransactions } = wallet;
  return (
    <div className="space-y-6">
      <h2 className="sr-only">Overview</h2>
      <dl className="grid grid-cols-3 gap-3">
        <Stat icon={CreditCard} label="Payment Methods" value={counts.cards + counts.giftCards} />
        <Stat icon={Gift} label="Gift Cards" value={counts.giftCards} />
        <Stat icon={Receipt} label="Recent Transactions" value={recentTransactions.length} />
      </dl>
      <section aria-labelledby="recent-transactions">
        <div className="mb-3 flex items-center justify-between gap-3">
          <h3 id="recent-transactions" className="text-lg font-bold">
            Recent Transactions
          </h3>
          {counts.transactions > recentTransactions.length && (
            <Button variant="link" onClick={onViewTransactions}>
              View all
            </Button>
          )}
        </div>
        {recentTransactions.length === 0 ? (
          <NoTransactions />
        ) : (
          <TransactionList transactions={recentTransactions} />
        )}
      </section>
    </div>
  );
}

function Stat({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number }) {
  return (
    // Values line up along the bottom when a label takes two lines.
    <div className="flex flex-col rounded-2xl border border-line bg-white px-3 py-3.5 shadow-xs sm:px-4">
      <dt className="text-xs leading-tight font-semibold text-muted sm:text-sm">
        <Icon aria-hidden className="mb-2 size-5 text-primary" />
        {label}
      </dt>
      <dd className="mt-auto pt-0.5 text-2xl font-extrabold tabular-nums">{value}</dd>
    </div>
  );
}
