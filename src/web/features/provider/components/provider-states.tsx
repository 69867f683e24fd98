import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { ActivityCardSkeleton } from '../../../components/activity/activity-card';
import { buttonClasses } from '../../../components/ui/button';
import { LoadingPanel } from '../../../components/ui/loading-panel';
import { activitiesGrid } from './provider-activities';

/** A slug that names no provider (the API answers 404), or cannot name one. */
export function ProviderNotFound() {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-xs">
      <span className="flex size-14 items-center justify-center rounded-full bg-coral-soft text-rose-800">
        <SearchX aria-hidden className="size-6" />
      </span>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight">Provider not found</h1>
      <p className="mt-2 max-w-sm text-muted">
        This provider doesn't exist or is no longer listed.
      </p>
      <Link to="/activities" className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
        Back to Activities
      </Link>
    </div>
  );
}

/** The page's shape while the provider loads. */
export function ProviderSkeleton() {
  const bar = 'animate-pulse rounded bg-stone-200/70';
  return (
    <LoadingPanel label="Loading provider">
      <div aria-hidden>
        <div className={`h-8 w-2/3 max-w-md ${bar}`} />
        <div className={`mt-3 h-4 w-40 ${bar}`} />
        <div className="mt-6 flex flex-col gap-8 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-x-8">
          <div className="h-40 rounded-3xl border border-line bg-white lg:col-start-2 lg:row-start-1" />
          <div className="lg:col-start-1 lg:row-start-1">
            <div className={`h-6 w-48 ${bar}`} />
            <div className={`mt-4 ${activitiesGrid}`}>
              {[0, 1, 2, 3].map((i) => (
                <ActivityCardSkeleton key={i} />
              ))}
            </div>
          </div>
        </div>
      </div>
    </LoadingPanel>
  );
}
