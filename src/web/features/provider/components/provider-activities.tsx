import { CalendarX2 } from 'lucide-react';
import { Link } from 'react-router';
import type { ProviderPage } from '../../../../shared/schemas/provider';
import { useProviderActivities } from '../../../api/providers/get-provider-activities';
import { ListedActivityCard } from '../../../components/activity/activity-card';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMore } from '../../../components/ui/load-more';
import { cn } from '../../../lib/cn';

/** Cards: 1 column on a phone, 2 beside the provider's details from a tablet up. */
export const activitiesGrid = 'grid grid-cols-1 gap-4 sm:grid-cols-2';

const activities = (n: number) => `${n} ${n === 1 ? 'activity' : 'activities'}`;

/**
 * The provider's upcoming activities, soonest first, as the catalogue's cards, a page at a time
 * ('Show more'). Past ones are only counted.
 */
export function ProviderActivities({
  page,
  updatedAt,
  className,
}: {
  page: ProviderPage;
  updatedAt: number;
  className?: string;
}) {
  const { provider, upcomingCount, pastCount } = page;
  const pages = useProviderActivities(provider.slug, { page: page.activities, updatedAt });
  const items = pages.data.pages.flatMap((p) => p.items);
  const counts = [
    upcomingCount > 0 && `${activities(upcomingCount)} coming up`,
    pastCount > 0 && `${pastCount} past`,
  ].filter(Boolean);

  return (
    <section aria-labelledby="provider-activities-heading" className={className}>
      <h2 id="provider-activities-heading" className="text-lg font-extrabold tracking-tight">
        Upcoming activities
      </h2>
      {counts.length > 0 && <p className="mt-0.5 text-sm text-muted">{counts.join(' · ')}</p>}
      {items.length === 0 ? (
        <EmptyState
          className="mt-4"
          icon={CalendarX2}
          title="No Upcoming Activities"
          heading="p"
          action={
            <Link to="/activities" className={buttonClasses()}>
              Browse Activities
            </Link>
          }
        >
          {provider.name} has nothing on the calendar right now. Check back soon.
        </EmptyState>
      ) : (
        <>
          <ul className={cn('mt-4', activitiesGrid)}>
            {items.map((activity, index) => (
              <li key={activity.id}>
                <ListedActivityCard
                  index={index}
                  activity={activity}
                  linkProvider={false}
                  priority={index < 2}
                />
              </li>
            ))}
          </ul>
          <LoadMore pages={pages} label="Show more" />
        </>
      )}
    </section>
  );
}
