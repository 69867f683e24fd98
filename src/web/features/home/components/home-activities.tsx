import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { forYouQueryOptions, type Point } from '../../../api/activities/get-for-you';
import {
  FEATURED_COUNT,
  popularQueryOptions,
  TRENDING_COUNT,
  UPCOMING_COUNT,
  upcomingQueryOptions,
} from '../../../api/activities/get-home-activities';
import { useParentLocation } from '../../../api/profile/parent-location';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { FOR_YOU_COUNT } from '../../../../shared/search-limits';
import { ActivityShelf } from './activity-shelf';
import { HomeSection, sectionLinkClasses } from './home-section';

const LOAD_ERROR = 'Activities could not be loaded.';

/**
 * Featured Activities, then the Trending / Upcoming / For You tabs. Distances and For You's
 * travel limit use the parent's remembered location, once we know whether there is one.
 */
export function HomeActivities({ userId }: { userId: string | null }) {
  const { location, isLoading } = useParentLocation();
  const point: Point | null = location ? { lat: location.lat, lng: location.lng } : null;
  const ready = !isLoading;

  const popular = useQuery({ ...popularQueryOptions(point), enabled: ready });
  const upcoming = useQuery({ ...upcomingQueryOptions(point), enabled: ready });
  const forYou = useQuery({ ...forYouQueryOptions(userId, point), enabled: ready });
  const popularItems = popular.data?.items;
  const retryPopular = () => void popular.refetch();

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
          isError={popular.isError}
          onRetry={retryPopular}
          expected={FEATURED_COUNT}
          eagerImages={4}
          emptyText="No activities yet. New camps and classes are added all the time, so check back soon."
          errorText={LOAD_ERROR}
        />
      </HomeSection>

      <HomeSection title="More to Explore">
        <Tabs defaultValue="trending">
          <TabsList aria-label="Activity lists" className="sm:max-w-md">
            <TabsTrigger value="trending">Trending</TabsTrigger>
            <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
            <TabsTrigger value="for-you">For You</TabsTrigger>
          </TabsList>
          <TabsContent value="trending">
            <ActivityShelf
              items={popularItems?.slice(FEATURED_COUNT, FEATURED_COUNT + TRENDING_COUNT)}
              isError={popular.isError}
              onRetry={retryPopular}
              expected={TRENDING_COUNT}
              emptyText="Nothing is trending yet. Check back soon."
              errorText={LOAD_ERROR}
            />
          </TabsContent>
          <TabsContent value="upcoming">
            <ActivityShelf
              items={upcoming.data?.items.slice(0, UPCOMING_COUNT)}
              isError={upcoming.isError}
              onRetry={() => void upcoming.refetch()}
              expected={UPCOMING_COUNT}
              columns={3}
              emptyText="No upcoming activities yet. Check back soon."
              errorText={LOAD_ERROR}
            />
          </TabsContent>
          <TabsContent value="for-you">
            <ActivityShelf
              items={forYou.data?.items.slice(0, FOR_YOU_COUNT)}
              isError={forYou.isError}
              onRetry={() => void forYou.refetch()}
              expected={FOR_YOU_COUNT}
              columns={3}
              emptyText={
                userId
                  ? 'No picks yet. Add your kids and their interests to get suggestions.'
                  : 'No picks yet. Check back soon.'
              }
              errorText="Your picks could not be loaded."
            />
          </TabsContent>
        </Tabs>
      </HomeSection>
    </>
  );
}
