import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { LoadingPanel } from '../../../components/ui/loading-panel';

/** An unknown id (the API answers 404). */
export function ActivityNotFound() {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-xs">
      <span className="flex size-14 items-center justify-center rounded-full bg-coral-soft text-rose-800">
        <SearchX aria-hidden className="size-6" />
      </span>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight">Activity not found</h1>
      <p className="mt-2 max-w-sm text-muted">
        This activity doesn't exist or is no longer listed.
      </p>
      <Link to="/activities" className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
        Back to Activities
      </Link>
    </div>
  );
}

/** The page's shape while the activity loads. */
export function ActivityDetailSkeleton() {
  const bar = 'animate-pulse rounded bg-stone-200/70';
  return (
    <LoadingPanel label="Loading activity">
      <div aria-hidden>
        <div className={`h-4 w-48 ${bar}`} />
        <div className="mt-4 flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
          <div>
            <div className="-mx-4 aspect-[16/9] animate-pulse bg-stone-200/70 sm:mx-0 sm:rounded-3xl" />
            <div className={`mt-5 h-8 w-3/4 ${bar}`} />
            <div className={`mt-3 h-4 w-1/3 ${bar}`} />
            <div className="mt-6 grid gap-4 rounded-3xl border border-line bg-white p-6 sm:grid-cols-2">
              {[0, 1, 2, 3].map((i) => (
                <div key={i} className="flex gap-3">
                  <div className="size-10 animate-pulse rounded-full bg-stone-200/70" />
                  <div className="flex-1 space-y-2">
                    <div className={`h-3 w-1/3 ${bar}`} />
                    <div className={`h-4 w-2/3 ${bar}`} />
                  </div>
                </div>
              ))}
            </div>
          </div>
          <div className="h-48 rounded-3xl border border-line bg-white" />
        </div>
      </div>
    </LoadingPanel>
  );
}
