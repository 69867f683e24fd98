import { Home, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useKids } from '../../../api/kids/get-kids';
import { buttonClasses } from '../../../components/ui/button';
import { AddKidCard, KidCard } from './kid-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryError } from '../../../components/ui/query-error';
import { LoadingPanel } from '../../../components/ui/loading-panel';

const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4';

/** /profiles: the parent's children as cards, in the API's order (by name). */
export function KidList() {
  const kids = useKids();
  return (
    <div>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Kid Profiles</h1>
      <p className="mt-1 text-muted">Keep ages and interests handy for every booking.</p>
      <div className="mt-6">
        {kids.isPending ? (
          <KidListSkeleton />
        ) : kids.isError ? (
          <QueryError query={kids} title="We couldn't load your kid profiles" />
        ) : kids.data.items.length === 0 ? (
          <EmptyKids />
        ) : (
          <ul className={grid}>
            {kids.data.items.map((kid) => (
              <li key={kid.id}>
                <KidCard kid={kid} />
              </li>
            ))}
            <li>
              <AddKidCard />
            </li>
          </ul>
        )}
      </div>
      <Link
        to="/"
        className={buttonClasses({ variant: 'secondary', className: 'mt-8 w-full sm:w-auto' })}
      >
        <Home aria-hidden className="size-4" />
        Back to Home
      </Link>
    </div>
  );
}

function EmptyKids() {
  return (
    <EmptyState
      icon={Users}
      title="No kid profiles yet"
      action={
        <ul className="mx-auto max-w-44">
          <li>
            <AddKidCard />
          </li>
        </ul>
      }
    >
      Add your children to see activities that fit their ages and interests.
    </EmptyState>
  );
}

function KidListSkeleton() {
  return (
    <LoadingPanel label="Loading kid profiles" className={grid}>
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          aria-hidden
          className="flex h-44 animate-pulse flex-col items-center rounded-3xl border border-line bg-white px-4 py-5"
        >
          <div className="size-14 rounded-full bg-stone-200" />
          <div className="mt-4 h-4 w-20 rounded bg-stone-200" />
          <div className="mt-2 h-3 w-12 rounded bg-stone-100" />
          <div className="mt-4 h-5 w-24 rounded-full bg-stone-100" />
        </div>
      ))}
    </LoadingPanel>
  );
}
