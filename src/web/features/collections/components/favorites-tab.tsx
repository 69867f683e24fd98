import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { useFavorites } from '../../../api/collections/get-favorites';
import { FavoriteButton } from '../../../components/activity/favorite-button';
import { SavedActivityCard } from '../../../components/activity/saved-activity-card';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryError } from '../../../components/ui/query-error';
import { LoadingPanel } from '../../../components/ui/loading-panel';

/** The Favorites tab: saved activities, newest first, past ones marked. */
export function FavoritesTab() {
  const favorites = useFavorites();
  if (favorites.isPending) return <LoadingPanel label="Loading favorites" className="py-16" />;
  if (favorites.isError) {
    return <QueryError query={favorites} title="We couldn't load your favorites" />;
  }
  if (favorites.data.items.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title="No Favorites Yet"
        action={
          <Link to="/activities" className={buttonClasses()}>
            Browse Activities
          </Link>
        }
      >
        Tap the heart on any activity to save it here.
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Favorites" className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {favorites.data.items.map((f) => (
        <li key={f.activityId}>
          <SavedActivityCard
            activity={f.activity}
            action={<FavoriteButton activity={f.activity} />}
          />
        </li>
      ))}
    </ul>
  );
}
