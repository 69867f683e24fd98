import { useTransactions } from '../../../api/wallet/get-transactions';
import { LoadMore } from '../../../components/ui/load-more';
import { QueryError } from '../../../components/ui/query-error';
import { NoTransactions, TransactionList } from './transaction-list';
import { LoadingPanel } from '../../../components/ui/loading-panel';

/** The whole history, newest first, a page at a time. */
export function TransactionsTab() {
  const history = useTransactions();

  if (history.isPending) {
    return (
      <LoadingPanel label="Loading transactions" className="space-y-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} aria-hidden className="h-16 animate-pulse rounded-2xl bg-stone-200/70" />
        ))}
      </LoadingPanel>
    );
  }
  // A failed next page keeps the pages already shown (its error shows by 'Load more').
  if (history.isError && !history.isFetchNextPageError) {
    return <QueryError query={history} title="We couldn't load your transactions" />;
  }
  const transactions = history.data.pages.flatMap((page) => page.items);
  if (transactions.length === 0) return <NoTransactions />;

  return (
    <div>
      <TransactionList transactions={transactions} />
      <LoadMore pages={history} />
    </div>
  );
}
