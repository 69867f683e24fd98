import { Copy, ListChecks, MessagesSquare, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SharedList } from '../../../../shared/schemas/collections';
import { useCopySharedList } from '../../../api/collections/copy-shared-list';
import { useSharedList } from '../../../api/collections/get-shared-list';
import { useMe } from '../../../api/me/get-me';
import { FavoriteButton } from '../../../components/activity/favorite-button';
import { SavedActivityCard } from '../../../components/activity/saved-activity-card';
import { Discussion } from '../../../components/discussion/discussion';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryError } from '../../../components/ui/query-error';
import { LoadingPanel } from '../../../components/ui/loading-panel';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { authPathFor } from '../../../lib/safe-redirect';
import { useSubmitOnce } from '../../../lib/use-submit-once';

/**
 * /lists/shared/{token}: a list someone shared, read-only, for anyone with the link. A signed-in
 * parent can save a copy into their own lists and join the list's discussion; its owner is
 * offered their own list's page instead of a copy. A wrong or dead link is the 404 page.
 */
export function SharedListScreen({ token, notFound }: { token: string; notFound: ReactNode }) {
  const shared = useSharedList(token);
  if (shared.isPending) return <LoadingPanel label="Loading list" className="py-24" />;
  if (shared.isError) {
    if (isApiError(shared.error, 'not_found')) return notFound;
    return <QueryError query={shared} heading="h1" title="We couldn't load this list" />;
  }
  return <SharedListView token={token} list={shared.data} />;
}

function SharedListView({ token, list }: { token: string; list: SharedList }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const copy = useCopySharedList();
  const once = useSubmitOnce();
  const signedIn = Boolean(me.data?.user);

  const saveCopy = () =>
    once.run(() =>
      copy.mutateAsync(token, {
        onSuccess: () => {
          notify.success('List saved', `"${list.name}" is now in your lists.`);
          navigate('/lists');
        },
        onError: (error) => notify.error("Couldn't save a copy", errorMessage(error)),
      }),
    );

  return (
    <div>
      <p className="flex items-center gap-1.5 text-sm font-semibold text-primary-hover">
        <ListChecks aria-hidden className="size-4" />
        Shared by {list.ownerFirstName}
      </p>
      <h1 className="mt-1 text-2xl font-extrabold tracking-tight break-words sm:text-3xl">
        {list.name}
      </h1>
      {list.description && (
        <p className="mt-2 break-words whitespace-pre-line text-muted">{list.description}</p>
      )}
      <div className="mt-4">
        {list.yourListId ? (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-[15px]">
            <span className="font-semibold">This is your list.</span>
            <Link
              to={`/lists/${list.yourListId}`}
              className={buttonClasses({ variant: 'secondary' })}
            >
              <Pencil aria-hidden className="size-4.5" />
              Open in your lists
            </Link>
          </p>
        ) : signedIn ? (
          <Button onClick={saveCopy} busy={copy.isPending}>
            <Copy aria-hidden className="size-4.5" />
            Save a copy
          </Button>
        ) : (
          <Link to={authPathFor(pathname)} className={buttonClasses({ variant: 'secondary' })}>
            Sign in to save a copy
          </Link>
        )}
      </div>
      <div className="mt-6">
        {list.activities.length === 0 ? (
          <EmptyState>This list has no activities yet.</EmptyState>
        ) : (
          <ul aria-label="Activities" className="grid gap-3 md:grid-cols-2">
            {list.activities.map((activity) => (
              <li key={activity.id}>
                <SavedActivityCard
                  activity={activity}
                  action={signedIn ? <FavoriteButton activity={activity} /> : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <section aria-labelledby="list-discussion-heading" className="mt-10 max-w-3xl">
        <h2
          id="list-discussion-heading"
          className="flex items-center gap-2 text-lg font-extrabold tracking-tight"
        >
          <MessagesSquare aria-hidden className="size-5 text-primary-hover" />
          Discussion
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted">Talk it over with everyone who has the link.</p>
        <Discussion
          subject={{ kind: 'list', token }}
          viewer={me.isPending ? 'pending' : signedIn ? 'signed-in' : 'signed-out'}
          signInPath={authPathFor(pathname)}
        />
      </section>
    </div>
  );
}
