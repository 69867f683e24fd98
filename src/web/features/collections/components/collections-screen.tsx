import { useLocation, useNavigate } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { FavoritesTab } from './favorites-tab';
import { ListsTab } from './lists-tab';

type Tab = 'favorites' | 'lists';

/** /favorites and /lists, 'Your Collections': the route picks the tab, a tab changes the route. */
export function CollectionsScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab: Tab = pathname.startsWith('/lists') ? 'lists' : 'favorites';

  return (
    <div>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Your Collections</h1>
      <p className="mt-1 mb-6 text-muted">Activities you saved, and lists to plan with.</p>
      <Tabs value={tab} onValueChange={(value) => navigate(`/${value}`, { replace: true })}>
        <TabsList className="max-w-md">
          <TabsTrigger value="favorites">Favorites</TabsTrigger>
          <TabsTrigger value="lists">Lists</TabsTrigger>
        </TabsList>
        <TabsContent value="favorites">
          <FavoritesTab />
        </TabsContent>
        <TabsContent value="lists">
          <ListsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
