import type { UseQueryResult } from '@tanstack/react-query';
import { LogIn, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import type { Activity } from '../../../../shared/schemas/activity';
import { buttonClasses } from '../../../components/ui/button';
import { QueryError } from '../../../components/ui/query-error';
import { cn } from '../../../lib/cn';
import type { BookedHere, Participant } from '../participants';
import type { Viewer } from '../viewer';
import { BookedKids } from './booked-kids';
import { ParticipantList } from './participant-list';
import { LoadingPanel } from '../../../components/ui/loading-panel';

/** The parts of the kids and booked-places queries this section reads. */
type FamilyQuery = Pick<
  UseQueryResult,
  'isPending' | 'isError' | 'error' | 'isFetching' | 'refetch'
>;

/**
 * 'Select Participants': who is booked already and who can come, for a signed-in parent; a
 * sign-in prompt otherwise. Until both the kids and their bookings are known, no child is
 * offered: a booked child is never offered, not even for a moment.
 */
export function ParticipantsSection({
  activity,
  viewer,
  kids,
  places,
  booked,
  sessions,
  participants,
  selectedIds,
  onToggle,
  className,
}: {
  activity: Pick<Activity, 'ageMin' | 'ageMax'>;
  viewer: Viewer;
  kids: FamilyQuery;
  places: FamilyQuery;
  booked: readonly BookedHere[];
  /** A program's sessions, to name the dates each booking holds; null for one session. */
  sessions: readonly { id: number; date: string }[] | null;
  participants: readonly Participant[];
  selectedIds: readonly string[];
  onToggle: (kidId: string) => void;
  className?: string;
}) {
  return (
    <section
      id="participants"
      aria-labelledby="participants-heading"
      className={cn('rounded-3xl border border-line bg-white p-5 shadow-xs sm:p-6', className)}
    >
      <h2
        id="participants-heading"
        tabIndex={-1}
        className="scroll-mt-24 text-lg font-extrabold tracking-tight outline-none"
      >
        Select Participants
      </h2>
      <Body
        activity={activity}
        viewer={viewer}
        kids={kids}
        places={places}
        booked={booked}
        sessions={sessions}
        participants={participants}
        selectedIds={selectedIds}
        onToggle={onToggle}
      />
    </section>
  );
}

function Body({
  activity,
  viewer,
  kids,
  places,
  booked,
  sessions,
  participants,
  selectedIds,
  onToggle,
}: Omit<Parameters<typeof ParticipantsSection>[0], 'className'>) {
  if (viewer === 'signed-out') {
    return (
      <p className="mt-2 flex gap-2 text-[15px] text-muted">
        <LogIn aria-hidden className="mt-0.5 size-4.5 shrink-0 text-primary" />
        Sign in to choose which of your children take part.
      </p>
    );
  }
  if (viewer === 'pending' || kids.isPending || places.isPending) return <ListSkeleton />;
  if (kids.isError || places.isError) {
    return (
      <QueryError
        query={[kids, places].filter((query) => query.isError)}
        size="inline"
        title={kids.isError ? "We couldn't load your children." : "We couldn't load your bookings."}
        className="mt-3"
      />
    );
  }
  if (participants.length === 0 && booked.length === 0) {
    return (
      <div className="mt-2">
        <p className="text-[15px] text-muted">
          Add your children's profiles to book activities for them.
        </p>
        <Link
          to="/profiles/new"
          className={buttonClasses({ variant: 'secondary', className: 'mt-3' })}
        >
          <UserPlus aria-hidden className="size-4" />
          Add a child
        </Link>
      </div>
    );
  }
  const anyEligible = participants.some((p) => p.eligible);
  const others = booked.length > 0 ? 'other ' : '';
  return (
    <>
      {booked.length > 0 && <BookedKids booked={booked} sessions={sessions} />}
      {participants.length > 0 && (
        <p className={cn('text-sm text-muted', booked.length > 0 ? 'mt-4' : 'mt-1')}>
          {anyEligible
            ? 'Tap each child who is coming. The price is per child.'
            : `None of your ${others}children are in this activity's age range (${activity.ageMin}–${activity.ageMax}).`}
        </p>
      )}
      {participants.length > 0 && (
        <ParticipantList
          activity={activity}
          participants={participants}
          selectedIds={selectedIds}
          onToggle={onToggle}
        />
      )}
    </>
  );
}

function ListSkeleton() {
  return (
    <LoadingPanel label="Loading your children" className="mt-4 space-y-2">
      {[0, 1].map((i) => (
        <div
          key={i}
          aria-hidden
          className="flex items-center gap-3 rounded-2xl border-2 border-line p-2.5"
        >
          <span className="size-11 animate-pulse rounded-full bg-stone-200/70" />
          <span className="flex-1 space-y-2">
            <span className="block h-3.5 w-1/2 animate-pulse rounded bg-stone-200/70" />
            <span className="block h-3 w-1/4 animate-pulse rounded bg-stone-200/70" />
          </span>
        </div>
      ))}
    </LoadingPanel>
  );
}
