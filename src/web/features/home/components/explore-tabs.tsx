import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { UPCOMING_COUNT, TRENDING_COUNT } from '../../../api/activities/get-home-activities';
import { FOR_YOU_COUNT } from '../../../../shared/search-limits';
import { ActivityShelf, SHELF_LOAD_ERROR, type ShelfState } from './activity-shelf';

/**
 * The Trending / Upcoming / For You tabs under Featured. Loaded when the parent scrolls near
 * them, so their code (Radix tabs) is not part of the first screen.
 */
export default function ExploreTabs({
  trending,
  upcoming,
  forYou,
  signedIn,
}: {
  trending: ShelfState;
  upcoming: ShelfState;
  forYou: ShelfState;
  signedIn: boolean;
}) {
  return (
    <Tabs defaultValue="trending">
      <TabsList aria-label="Activity lists" className="sm:max-w-md">
        <TabsTrigger value="trending">Trending</TabsTrigger>
        <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
        <TabsTrigger value="for-you">For You</TabsTrigger>
      </TabsList>
      <TabsContent value="trending">
        <ActivityShelf
          {...trending}
          expected={TRENDING_COUNT}
          emptyText="Nothing is trending yet. Check back soon."
          errorText={SHELF_LOAD_ERROR}
        />
      </TabsContent>
      <TabsContent value="upcoming">
        <ActivityShelf
          {...upcoming}
          expected={UPCOMING_COUNT}
          columns={3}
          emptyText="No upcoming activities yet. Check back soon."
          errorText={SHELF_LOAD_ERROR}
        />
      </TabsContent>
      <TabsContent value="for-you">
        <ActivityShelf
          {...forYou}
          expected={FOR_YOU_COUNT}
          columns={3}
          emptyText={
            signedIn
              ? 'No picks yet. Add your kids and their interests to get suggestions.'
              : 'No picks yet. Check back soon.'
          }
          errorText="Your picks could not be loaded."
        />
      </TabsContent>
    </Tabs>
  );
}
