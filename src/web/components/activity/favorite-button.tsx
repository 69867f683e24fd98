import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { COLLECTION_TOASTS } from '../../../shared/collection-rules';
import type { Activity } from '../../../shared/schemas/activity';
import { useIsFavorite } from '../../api/collections/get-favorites';
import { useToggleFavorite } from '../../api/collections/toggle-favorite';
import { useMe } from '../../api/me/get-me';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { notify } from '../../lib/notify';
import { authPathFor } from '../../lib/safe-redirect';

/**
 * The heart: a toggle button (aria-pressed) that saves or removes a favourite. Every heart of an
 * activity reads one cache entry, so all of them change together; a failed save puts the heart
 * back and says why. Signed out, it leads to sign-in and back.
 */
export function FavoriteButton({
  activity,
  size = 'md',
  className,
}: {
  activity: Activity;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const me = useMe();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const favorite = useIsFavorite(activity.id);
  const toggle = useToggleFavorite({
    onSuccess: ({ favorite: added }) =>
      notify.success(added ? COLLECTION_TOASTS.favoriteAdded : COLLECTION_TOASTS.favoriteRemoved),
    onError: (error) => notify.error("Couldn't update favorites", errorMessage(error)),
  });

  const onClick = () => {
    if (!me.data?.user) {
      navigate(authPathFor(pathname + search));
      return;
    }
    // The toasts are the mutation's own (above): they still come if this heart has gone.
    toggle.mutate({ activity, favorite: !favorite });
  };

  return (
    <button
      type="button"
      aria-pressed={favorite}
      aria-label={`Favorite ${activity.title}`}
      onClick={onClick}
      className={cn(
        'relative z-10 flex items-center justify-center rounded-full bg-white/95 shadow-md ring-1 ring-stone-900/5 transition-colors hover:bg-white',
        size === 'lg' ? 'size-11' : 'size-10',
        className,
      )}
    >
      <Heart
        aria-hidden
        className={cn(
          size === 'lg' ? 'size-5.5' : 'size-5',
          favorite ? 'fill-coral text-coral' : 'text-ink',
        )}
      />
    </button>
  );
}
