import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Plus, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import type { Kid } from '../../../../shared/schemas/kid';
import { kidsQueryOptions } from '../../../api/kids/get-kids';
import { QueryError } from '../../../components/ui/query-error';
import { ageLabel, initialsColorOn } from '../../../lib/kid-display';
import { HomeSection, sectionCardClasses, sectionLinkClasses } from './home-section';
import { LoadingPanel } from '../../../components/ui/loading-panel';

const stripClasses =
  'relative -mx-4 flex gap-3 overflow-x-auto px-4 pt-1 pb-2 sm:mx-0 sm:flex-wrap sm:px-0';
const tileClasses =
  'flex w-24 shrink-0 flex-col items-center rounded-2xl px-1 py-2 text-center transition-colors hover:bg-primary-tint';

/**
 * 'My Kids': each child's avatar, name and age, opening their profile; an 'Add Child' tile when
 * there are none. A visitor sees the tile too (creating a profile asks them to sign in).
 */
export function KidsStrip({ signedIn }: { signedIn: boolean }) {
  const kids = useQuery({ ...kidsQueryOptions(), enabled: signedIn });
  const items = kids.data?.items ?? [];
  const action =
    signedIn && items.length > 0 ? (
      <Link to="/profiles" className={sectionLinkClasses}>
        Manage
        <ChevronRight aria-hidden className="size-4" />
      </Link>
    ) : undefined;

  return (
    <HomeSection title="My Kids" action={action} className={sectionCardClasses}>
      {signedIn && kids.isPending ? (
        <KidsLoading />
      ) : signedIn && kids.isError ? (
        <QueryError
          query={kids}
          size="inline"
          title="Your kids' profiles could not be loaded."
          showReason={false}
        />
      ) : items.length === 0 ? (
        <div className="flex items-center gap-4">
          <AddChildTile />
          <p className="max-w-xs text-[15px] text-muted">
            Add your kids to find activities that fit their ages and interests.
          </p>
        </div>
      ) : (
        <>
          <ul className={stripClasses}>
            {items.map((kid) => (
              <li key={kid.id}>
                <KidTile kid={kid} />
              </li>
            ))}
          </ul>
          <PlanForKidsLink />
        </>
      )}
    </HomeSection>
  );
}

function KidTile({ kid }: { kid: Kid }) {
  const letter = kid.name.trim().charAt(0).toUpperCase();
  return (
    <Link to={`/profiles/${kid.id}`} className={tileClasses}>
      <span
        aria-hidden
        className="flex size-16 items-center justify-center rounded-full text-2xl font-extrabold shadow-sm ring-4 ring-white"
        style={{ backgroundColor: kid.avatarColor, color: initialsColorOn(kid.avatarColor) }}
      >
        {letter}
      </span>
      <span className="mt-2 w-full truncate font-bold text-ink">{kid.name}</span>
      <span className="text-sm text-muted">{ageLabel(kid.birthDate)}</span>
    </Link>
  );
}

/** KidCurator, which starts from these kids: their ages and interests pick the activities. */
function PlanForKidsLink() {
  return (
    <Link
      to="/kid-curator"
      className="mt-3 flex min-h-11 items-center gap-3 rounded-2xl bg-primary-tint px-4 py-3 text-primary-hover transition-colors hover:bg-primary-soft"
    >
      <UsersRound aria-hidden className="size-5 shrink-0" />
      <span className="min-w-0 flex-1">
        <span className="block font-bold">Plan for my kids</span>
        <span className="block text-sm text-ink">
          KidCurator finds activities for their ages and interests
        </span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0" />
    </Link>
  );
}

function AddChildTile() {
  return (
    <Link to="/profiles/new" className={`${tileClasses} text-primary`}>
      <span className="flex size-16 items-center justify-center rounded-full border-2 border-dashed border-primary/60 bg-primary-tint">
        <Plus aria-hidden className="size-7" />
      </span>
      <span className="mt-2 font-bold">Add Child</span>
    </Link>
  );
}

function KidsLoading() {
  return (
    <LoadingPanel label="Loading your kids" className={stripClasses}>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden className="flex w-24 shrink-0 flex-col items-center py-2">
          <div className="size-16 animate-pulse rounded-full bg-stone-200/70" />
          <div className="mt-3 h-3.5 w-14 animate-pulse rounded bg-stone-200/70" />
          <div className="mt-1.5 h-3 w-10 animate-pulse rounded bg-stone-200/70" />
        </div>
      ))}
    </LoadingPanel>
  );
}
