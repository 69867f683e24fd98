import { ArrowDownLeft, ArrowUpRight, Receipt } from 'lucide-react';
import type { Transaction } from '../../../../shared/schemas/wallet';
import { cn } from '../../../lib/cn';
import { isCredit, signedAmount, transactionDate, transactionTime } from '../wallet-format';

/** Transactions, newest first: money in green with '+', money out red with '−'. */
export function TransactionList({ transactions }: { transactions: Transaction[] }) {
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-white shadow-xs">
      {transactions.map((transaction) => (
        <TransactionRow key={transaction.id} transaction={transaction} />
      ))}
    </ul>
  );
}

function TransactionRow({ transaction }: { transaction: Transaction }) {
  const credit = isCredit(transaction);
  const Icon = credit ? ArrowDownLeft : ArrowUpRight;
  return (
    <li className="flex items-center gap-3 px-4 py-3.5 sm:px-5">
      <span
        aria-hidden
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          credit ? 'bg-emerald-50 text-emerald-700' : 'bg-red-50 text-red-700',
        )}
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-ink">{transaction.description}</p>
        <p className="text-sm text-muted">
          <time dateTime={transaction.date}>
            {transactionDate(transaction.date)}
            <span className="hidden sm:inline">, {transactionTime(transaction.date)}</span>
          </time>
        </p>
      </div>
      <p
        className={cn(
          'shrink-0 font-bold tabular-nums',
          credit ? 'text-emerald-700' : 'text-red-700',
        )}
      >
        {signedAmount(transaction.amountCents)}
      </p>
    </li>
  );
}

/** The spec's empty state for a wallet with no history. */
export function NoTransactions() {
  return (
    <div className="rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent-soft text-amber-900">
        <Receipt aria-hidden className="size-5" />
      </span>
      <p className="mt-3 font-semibold text-ink">No transactions yet.</p>
    </div>
  );
}
