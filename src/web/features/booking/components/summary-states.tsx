import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { QueryError, type QueryErrorProps } from '../../../components/ui/query-error';
import { LoadingPanel } from '../../../components/ui/loading-panel';

const panel =
  'mt-5 flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-xs';

/** The selected activity is no longer listed. */
export function SummaryActivityNotFound({ header }: { header: ReactNode }) {
  return (
    <div>
      {header}
      <div className={panel}>
        <span className="flex size-14 items-center justify-center rounded-full bg-coral-soft text-rose-800">
          <SearchX aria-hidden className="size-6" />
        </span>
        <h2 className="mt-4 text-xl font-extrabold tracking-tight">Activity not found</h2>
        <p className="mt-2 max-w-sm text-muted">
          This activity doesn't exist or is no longer listed.
        </p>
        <Link to="/activities" className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
          Discover Activities
        </Link>
      </div>
    </div>
  );
}

/** The activity or the booking could not be loaded: the page's header, then a retry. */
export function SummaryLoadError({
  header,
  query,
}: { header: ReactNode } & Pick<QueryErrorProps, 'query'>) {
  return (
    <div>
      {header}
      <QueryError query={query} title="We couldn't load this booking" className="mt-5" />
    </div>
  );
}

export function SummarySkeleton({ header }: { header: ReactNode }) {
  const block = 'animate-pulse rounded-3xl bg-stone-200/70';
  return (
    <div>
      {header}
      <LoadingPanel
        label="Loading booking summary"
        className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]"
      >
        <div aria-hidden className="space-y-5">
          <div className={`h-52 ${block}`} />
          <div className={`h-28 ${block}`} />
        </div>
        <div aria-hidden className="space-y-5">
          <div className={`h-40 ${block}`} />
          <div className={`h-56 ${block}`} />
        </div>
      </LoadingPanel>
    </div>
  );
}
