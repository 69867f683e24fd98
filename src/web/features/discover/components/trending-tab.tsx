import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { ActivitySearchQuery } from '../../../../shared/schemas/search';
import {
  activitySearchQueryOptions,
  type ActivityFilters,
} from '../../../api/activities/search-activities';
import {
  ActivityCardSkeleton,
  ListedActivityCard,
} from '../../../components/activity/activity-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryError } from '../../../components/ui/query-error';
import { resultsGrid } from './result-states';
import { LoadingPanel } from '../../../components/ui/loading-panel';

/** Each Trending section shows three activities (spec part 1, Discover). */
const SECTION_SIZE = '3';

type Section = {
  title: string;
  description: string;
  query: Pick<ActivitySearchQuery, 'sort' | 'available'>;
};

const SECTIONS: Section[] = [
  {
    title: 'Popular Near You',
    description: 'Filling up fastest.',
    // Open sessions only, as on Home (docs/decisions/023): the fullest are often already full.
    query: { sort: 'popular', available: 'true' },
  },
  {
    title: 'New This Week',
    description: 'Just added to Kidventure.',
    query: { sort: 'newest' },
  },
  {
    title: 'Best Value',
    description: 'The lowest prices with spots left.',
    query: { sort: 'price', available: 'true' },
  },
];

type Props = { search: ActivityFilters; ready: boolean };

/** The Trending tab: three short sections, each its own search on the same text and filters. */
export function TrendingTab({ search, ready }: Props) {
  return (
    <div className="space-y-10">
      {SECTIONS.map((section) => (
        <TrendingSection key={section.title} section={section} search={search} ready={ready} />
      ))}
    </div>
  );
}

function TrendingSection({ section, search, ready }: { section: Section } & Props) {
  const headingId = useId();
  // 'Near you' needs the parent's point; without one, the popular order is the catalogue's.
  const results = useQuery({
    ...activitySearchQueryOptions({ ...search, ...section.query, limit: SECTION_SIZE }),
    enabled: ready,
  });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-extrabold tracking-tight">
        {section.title}
      </h2>
      <p className="mt-0.5 mb-4 text-[15px] text-muted">{section.description}</p>
      {!ready || results.isPending ? (
        <LoadingPanel label={`Loading ${section.title}`} className={resultsGrid}>
          {[0, 1, 2].map((i) => (
            <ActivityCardSkeleton key={i} />
          ))}
        </LoadingPanel>
      ) : results.isError ? (
        <QueryError query={results} heading="p" title="We couldn't load activities." />
      ) : results.data.items.length === 0 ? (
        <EmptyState>Nothing here for this search yet.</EmptyState>
      ) : (
        <ul className={resultsGrid}>
          {results.data.items.map((activity, index) => (
            <li key={activity.id}>
              <ListedActivityCard index={index} activity={activity} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
