import { Check, Plus } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import {
  COLLECTION_TOASTS,
  LIST_NAME_MAX,
  LIST_NAME_REQUIRED,
} from '../../../../shared/collection-rules';
import type { Activity } from '../../../../shared/schemas/activity';
import { ListNameSchema } from '../../../../shared/schemas/collections';
import { useAddToList } from '../../../api/collections/add-to-list';
import { useCreateList } from '../../../api/collections/create-list';
import { useLists } from '../../../api/collections/get-lists';
import { useMe } from '../../../api/me/get-me';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { QueryError } from '../../../components/ui/query-error';
import { LoadingPanel } from '../../../components/ui/loading-panel';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { authPathFor } from '../../../lib/safe-redirect';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSubmitOnce } from '../../../lib/use-submit-once';

const NewListSchema = z.object({ name: ListNameSchema });

type Props = {
  activity: Pick<Activity, 'id' | 'title'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * 'Add to list' from the activity's menu: the parent's lists ('Already Added' where the activity
 * is in one), and a new list made and filled in one step.
 */
export function AddToListDialog({ activity, open, onOpenChange, returnFocusTo }: Props) {
  const me = useMe();
  const { pathname } = useLocation();
  const signedIn = Boolean(me.data?.user);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add to list"
      description={activity.title}
      returnFocusTo={returnFocusTo}
    >
      {signedIn ? (
        <ListChoices activity={activity} onDone={() => onOpenChange(false)} />
      ) : (
        <div className="mt-4">
          <p className="text-[15px]">Sign in to keep activities in your own lists.</p>
          <Link to={authPathFor(pathname)} className={buttonClasses({ className: 'mt-4' })}>
            Sign in
          </Link>
        </div>
      )}
    </Dialog>
  );
}

function ListChoices({ activity, onDone }: { activity: Props['activity']; onDone: () => void }) {
  const lists = useLists();
  const add = useAddToList();
  const create = useCreateList();
  const once = useSubmitOnce();
  const [name, setName] = useState('');
  const { attach, errors, handleSubmit } = useSchemaForm(NewListSchema, { name });

  const added = () => {
    notify.success(COLLECTION_TOASTS.addedToList);
    onDone();
  };
  const failed = (error: unknown) => notify.error("Couldn't add to the list", errorMessage(error));

  // One change at a time: adding to a list waits for a new list being made, and the other way.
  const addTo = (listId: string) => {
    if (create.isPending) return;
    once.run(() =>
      add.mutateAsync({ listId, activityId: activity.id }, { onSuccess: added, onError: failed }),
    );
  };

  const createAndAdd = handleSubmit(
    (input) => {
      if (add.isPending) return;
      return create.mutateAsync(
        { name: input.name, activityId: activity.id },
        { onSuccess: added, onError: failed },
      );
    },
    {
      onInvalid: (invalid) => {
        if (invalid.name === LIST_NAME_REQUIRED.description) {
          notify.error(LIST_NAME_REQUIRED.title, LIST_NAME_REQUIRED.description);
        }
      },
    },
  );

  return (
    <div className="mt-4">
      {lists.isPending ? (
        <LoadingPanel label="Loading your lists" className="py-8" />
      ) : lists.isError ? (
        <QueryError query={lists} size="inline" title="We couldn't load your lists" />
      ) : lists.data.items.length === 0 ? (
        <p className="text-[15px] text-muted">You have no lists yet. Start one below.</p>
      ) : (
        <ul aria-label="Your lists" className="max-h-64 divide-y divide-line overflow-y-auto">
          {lists.data.items.map((list) => {
            const inList = list.items.some((i) => i.activityId === activity.id);
            return (
              <li key={list.id} className="flex items-center gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{list.name}</p>
                  <p className="text-sm text-muted">
                    {list.items.length} {list.items.length === 1 ? 'activity' : 'activities'}
                  </p>
                </div>
                {inList ? (
                  <Button variant="secondary" disabled aria-label={`Already Added to ${list.name}`}>
                    <Check aria-hidden className="size-4" />
                    Already Added
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    aria-label={`Add to ${list.name}`}
                    busy={add.isPending && add.variables.listId === list.id}
                    onClick={() => addTo(list.id)}
                  >
                    <Plus aria-hidden className="size-4" />
                    Add
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <form
        ref={attach}
        noValidate
        onSubmit={createAndAdd}
        className="mt-4 border-t border-line pt-4"
      >
        <TextField
          label="New list"
          placeholder="Rainy Saturdays"
          value={name}
          onValueChange={setName}
          error={errors.name}
          maxLength={LIST_NAME_MAX}
          autoComplete="off"
        />
        <Button type="submit" className="mt-3 w-full" busy={create.isPending}>
          Create list and add
        </Button>
      </form>
    </div>
  );
}
