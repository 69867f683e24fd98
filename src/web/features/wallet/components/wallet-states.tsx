import { LoadingPanel } from '../../../components/ui/loading-panel';
/** The screen's shape while the wallet loads. */
export function WalletSkeleton() {
  return (
    <LoadingPanel label="Loading your wallet" className="space-y-5">
      <div aria-hidden className="h-44 animate-pulse rounded-3xl bg-teal-100" />
      <div aria-hidden className="h-12 animate-pulse rounded-xl bg-stone-200/70" />
      <div aria-hidden className="grid grid-cols-3 gap-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-24 animate-pulse rounded-2xl bg-stone-200/70" />
        ))}
      </div>
      <div aria-hidden className="h-40 animate-pulse rounded-3xl bg-stone-200/70" />
    </LoadingPanel>
  );
}
