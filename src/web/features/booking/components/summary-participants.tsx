import type { UseQueryResult } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import type { Kid } from '../../../../shared/schemas/kid';
import { buttonClasses } from '../../../components/ui/button';
import { QueryError } from '../../../components/ui/query-error';
import { KidBubble } from '../../../components/kid-bubble';
import { LoadingPanel } from '../../../components/ui/loading-panel';

type KidsQuery = Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'isFetching' | 'refetch'>;

/** The children being booked, by name and avatar; a way back to choose when there are none. */
export function SummaryParticipants({
  kids,
  chosen,
  activityId,
}: {
  kids: KidsQuery;
  chosen: readonly Kid[];
  activityId: number;
}) {
  if (kids.isPending) {
    return (
      <LoadingPanel label="Loading participants" className="mt-3 flex gap-3">
        {[0, 1].map((i) => (
          <span
            key={i}
            aria-hidden
            className="size-10 animate-pulse rounded-full bg-stone-200/70"
          />
        ))}
      </LoadingPanel>
    );
  }
  if (kids.isError) {
    return (
      <QueryError
        query={kids}
        size="inline"
        title="We couldn't load your children."
        className="mt-3"
      />
    );
  }
  if (chosen.length === 0) {
    return (
      <div className="mt-2">
        <p className="text-[15px] text-muted">
          No kids selected. Choose who is coming on the activity's page.
        </p>
        <Link
          to={`/activities/${activityId}`}
          className={buttonClasses({ variant: 'secondary', className: 'mt-3' })}
        >
          <UserPlus aria-hidden className="size-4" />
          Choose participants
        </Link>
      </div>
    );
  }
  return (
    <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-3">
      {chosen.map((kid) => (
        <li key={kid.id} className="flex items-center gap-2.5">
          <KidBubble name={kid.name} color={kid.avatarColor} />
          <span className="font-semibold">{kid.name}</span>
        </li>
      ))}
    </ul>
  );
}
