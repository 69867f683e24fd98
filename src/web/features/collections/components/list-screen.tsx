import { ArrowLeft, ListChecks, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ActivityListDetail } from '../../../../shared/schemas/collections';
import { useRemoveFromList } from '../../../api/collections/add-to-list';
import { useList } from '../../../api/collections/get-list';
import { SavedActivityCard } from '../../../components/activity/saved-activity-card';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingPanel } from '../../../components/ui/loading-panel';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { ListCard } from './list-card';

/**
 * /lists/{id}: one of the parent's lists on a page of its own: its name, sharing, edit and
 * delete (the list's card), then every activity in it, each one a tap from removal. Another
 * parent's id, or a deleted list, is the 404 page.
 */
export function ListScreen({ id, notFound }: { id: string; notFound: ReactNode }) {
  const list = useList(id);
  if (list.isPending) return <LoadingPanel label="Loading list" className="py-24" />;
  if (list.isError) {
    if (isApiError(list.error, 'not_found')) return notFound;
    return <QueryError query={list} heading="h1" title="We couldn't load this list" />;
  }
  return <ListView list={list.data} />;
}

function ListView({ list }: { list: ActivityListDetail }) {
  const navigate = useNavigate();
  const removeItem = useRemoveFromList();
  const remove = (activityId: number, title: string) =>
    removeItem.mutate(
      { listId: list.id, activityId },
      {
        onSuccess: () => notify.success('Removed from list', `"${title}" is no longer in it.`),
        onError: (error) => notify.error("Couldn't remove it", errorMessage(error)),
      },
    );

  return (
    <div className="space-y-5">
      <Link
        to="/lists"
        className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary-hover hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Your lists
      </Link>
      <ListCard list={list} onPage={{ onDeleted: () => void navigate('/lists') }} />
      <section aria-labelledby="list-activities">
        <h2 id="list-activities" className="mb-3 text-lg font-bold">
          Activities
        </h2>
        {list.activities.length === 0 ? (
          <EmptyState
            icon={ListChecks}
            title="No activities yet"
            heading="p"
            action={
              <Link to="/activities" className={buttonClasses({ variant: 'secondary' })}>
                Browse Activities
              </Link>
            }
          >
            Add one from its page with &lsquo;Add to list&rsquo;.
          </EmptyState>
        ) : (
          <ul aria-labelledby="list-activities" className="grid gap-3 md:grid-cols-2">
            {list.activities.map((activity) => (
              <li key={activity.id}>
                <SavedActivityCard
                  activity={activity}
                  action={
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${activity.title} from ${list.name}`}
                      onClick={() => remove(activity.id, activity.title)}
                    >
                      <X aria-hidden className="size-4.5" />
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
