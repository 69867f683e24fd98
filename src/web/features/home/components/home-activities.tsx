import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { forYouQueryOptions, type Point } from '../../../api/activities/get-for-you';
import {
  FEATURED_COUNT,
  popularQueryOptions,
  TRENDING_COUNT,
  UPCOMING_COUNT,
  upcomingQueryOptions,
} from '../../../api/activities/get-home-activities';
import { FOR_YOU_COUNT } from '../../../../shared/search-limits';
import { useParentLocation } from '../../../api/profile/parent-location';
import { WhenNearViewport } from '../../../components/ui/when-near-viewport';
import { ActivityShelf, SHELF_LOAD_ERROR } from './activity-shelf';
import { HomeSection, sectionLinkClasses } from './home-section';

const ExploreTabs = lazy(() => import('./explore-tabs'));

/**
 * Featured Activities, then the Trending / Upcoming / For You tabs. Distances and For You's
 * travel limit use the parent's remembered location, once we know whether there is one. The
 * tabs' lists are fetched with Featured; their code waits until the parent scrolls near them.
 */
export function HomeActivities({ userId }: { userId: string | null }) {
  const { location, isLoading } = useParentLocation();
  const point: Point | null = location ? { lat: location.lat, lng: location.lng } : null;
  const ready = !isLoading;

  const popular = useQuery({ ...popularQueryOptions(point), enabled: ready });
  const upcoming = useQuery({ ...upcomingQueryOptions(point), enabled: ready });
  const forYou = useQuery({ ...forYouQueryOptions(userId, point), enabled: ready });
  const popularItems = popular.data?.items;

  return (
    <>
      <HomeSection
        title="Featured Activities"
        action={
          <Link to="/activities" className={sectionLinkClasses}>
            See all
            <ChevronRight aria-hidden className="size-4" />
          </Link>
        }
      >
        <ActivityShelf
          items={popularItems?.slice(0, FEATURED_COUNT)}
          query={popular}
          expected={FEATURED_COUNT}
          eagerImages={4}
          emptyText="No activities yet. New camps and classes are added all the time, so check back soon."
          errorText={SHELF_LOAD_ERROR}
        />
      </HomeSection>

      <HomeSection title="More to Explore">
        <WhenNearViewport placeholder={<ExploreTabsPlaceholder />}>
          <Suspense fallback={<ExploreTabsPlaceholder />}>
            <ExploreTabs
              trending={{
                items: popularItems?.slice(FEATURED_COUNT, FEATURED_COUNT + TRENDING_COUNT),
                query: popular,
              }}
              upcoming={{
                items: upcoming.data?.items.slice(0, UPCOMING_COUNT),
                query: upcoming,
              }}
              forYou={{
                items: forYou.data?.items.slice(0, FOR_YOU_COUNT),
                query: forYou,
              }}
              signedIn={!!userId}
            />
          </Suspense>
        </WhenNearViewport>
      </HomeSection>
    </>
  );
}

/** The tabs' place while their code loads: the tab bar's outline and the first list loading. */
function ExploreTabsPlaceholder() {
  return (
    <>
      <div aria-hidden className="h-[3.25rem] rounded-xl bg-stone-100 sm:max-w-md" />
      <div className="mt-5">
        <ActivityShelf items={undefined} expected={TRENDING_COUNT} emptyText="" errorText="" />
      </div>
    </>
  );
}
