import { ChevronDown, Pencil, Trash2, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  COLLECTION_TOASTS,
  deleteListQuestion,
  listCardNames,
} from '../../../../shared/collection-rules';
import { localIsoDate } from '../../../../shared/iso-date';
import type { ActivityList } from '../../../../shared/schemas/collections';
import { useRemoveFromList } from '../../../api/collections/add-to-list';
import { useDeleteList } from '../../../api/collections/delete-list';
import { useUpdateList } from '../../../api/collections/update-list';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SwitchField } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { formatShortDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { ListFormDialog, type ListFormValues } from './list-form-dialog';
import { ShareLinkPanel } from './share-link-panel';

/**
 * One list: its name, what is in it (4 names, then '+ N more'), sharing, edit and delete. In the
 * Lists tab its name opens the list's own page; on that page it is the page's heading, and the
 * activities show in full below it instead of behind 'Show activities'.
 */
export function ListCard({
  list,
  onPage,
}: {
  list: ActivityList;
  /** On the list's own page: where to go once it is deleted. */
  onPage?: { onDeleted: () => void };
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const itemsId = useId();
  const update = useUpdateList();
  const remove = useDeleteList();
  const removeItem = useRemoveFromList();
  const { shown, more } = listCardNames(list.items.map((i) => i.title));

  const save = (values: ListFormValues) =>
    update.mutateAsync(
      { id: list.id, ...values },
      {
        onSuccess: () => setEditing(false),
        onError: (error) => notify.error("Couldn't save the list", errorMessage(error)),
      },
    );

  const setShared = (isShared: boolean) =>
    update.mutate(
      { id: list.id, isShared },
      {
        onSuccess: () =>
          notify.success(isShared ? COLLECTION_TOASTS.listShared : COLLECTION_TOASTS.listPrivate),
        onError: (error) => notify.error("Couldn't change sharing", errorMessage(error)),
      },
    );

  const confirmDelete = () =>
    remove.mutateAsync(list.id, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(COLLECTION_TOASTS.listDeleted);
        onPage?.onDeleted();
      },
      onError: (error) => notify.error("Couldn't delete the list", errorMessage(error)),
    });

  return (
    <article className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          {onPage ? (
            <h1 className="text-2xl leading-snug font-extrabold tracking-tight break-words">
              {list.name}
            </h1>
          ) : (
            <h2 className="text-lg leading-snug font-bold break-words">
              <Link to={`/lists/${list.id}`} className="hover:underline">
                {list.name}
              </Link>
            </h2>
          )}
          <p className="text-sm text-muted">
            {list.items.length} {list.items.length === 1 ? 'activity' : 'activities'} · Updated{' '}
            {formatShortDate(localIsoDate(new Date(list.updatedDate)))}
          </p>
        </div>
        <Button
          ref={editButton}
          variant="ghost"
          size="icon"
          aria-label={`Edit ${list.name}`}
          onClick={() => setEditing(true)}
        >
          <Pencil aria-hidden className="size-4.5" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${list.name}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden className="size-4.5 text-danger" />
        </Button>
      </div>
      {list.description && (
        <p className="mt-2 text-[15px] break-words whitespace-pre-line">{list.description}</p>
      )}
      {!onPage && shown.length > 0 && (
        <p className="mt-2 text-sm text-ink">
          {shown.join(', ')}
          {more > 0 && <span className="font-semibold text-muted"> + {more} more</span>}
        </p>
      )}

      <SwitchField
        className="mt-3"
        label="Shared"
        description={list.isShared ? 'Anyone with the link can view it' : 'Only you can see it'}
        checked={list.isShared}
        disabled={update.isPending}
        onCheckedChange={setShared}
      />
      {list.isShared && list.shareToken && (
        <ShareLinkPanel token={list.shareToken} listName={list.name} />
      )}

      {!onPage && list.items.length > 0 && (
        <div className="mt-3">
          <Button
            variant="link"
            aria-expanded={expanded}
            aria-controls={itemsId}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? 'Hide activities' : 'Show activities'}
            <ChevronDown
              aria-hidden
              className={expanded ? 'size-4 rotate-180 transition-transform' : 'size-4'}
            />
          </Button>
          {expanded && (
            <ul id={itemsId} className="mt-1 divide-y divide-line">
              {list.items.map((item) => (
                <li key={item.activityId} className="flex items-center gap-2 py-1.5">
                  <Link
                    to={`/activities/${item.activityId}`}
                    className="min-w-0 flex-1 truncate py-2 font-semibold text-primary-hover hover:underline"
                  >
                    {item.title}
                  </Link>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${item.title} from ${list.name}`}
                    onClick={() =>
                      removeItem.mutate(
                        { listId: list.id, activityId: item.activityId },
                        {
                          onSuccess: () => notify.success('Removed from list'),
                          onError: (error) =>
                            notify.error("Couldn't remove it", errorMessage(error)),
                        },
                      )
                    }
                  >
                    <X aria-hidden className="size-4.5" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      <ListFormDialog
        open={editing}
        onOpenChange={setEditing}
        title="Edit list"
        submitLabel="Save"
        initial={{ name: list.name, description: list.description }}
        busy={update.isPending}
        returnFocusTo={editButton}
        onSubmit={save}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete list"
        description={deleteListQuestion(list.name)}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </article>
  );
}
