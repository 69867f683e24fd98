import { ListPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { COLLECTION_TOASTS } from '../../../../shared/collection-rules';
import { useCreateList } from '../../../api/collections/create-list';
import { useLists } from '../../../api/collections/get-lists';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryError } from '../../../components/ui/query-error';
import { LoadingPanel } from '../../../components/ui/loading-panel';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { ListCard } from './list-card';
import { ListFormDialog, type ListFormValues } from './list-form-dialog';

/** The Lists tab: the parent's lists, last edited first, and a way to start a new one. */
export function ListsTab() {
  const lists = useLists();
  const create = useCreateList();
  const [creating, setCreating] = useState(false);
  const newButton = useRef<HTMLButtonElement>(null);

  const submit = (values: ListFormValues) =>
    create.mutateAsync(values, {
      onSuccess: () => {
        setCreating(false);
        notify.success(COLLECTION_TOASTS.listCreated);
      },
      onError: (error) => notify.error("Couldn't create the list", errorMessage(error)),
    });

  return (
    <div>
      <div className="mb-4 flex justify-end">
        <Button ref={newButton} onClick={() => setCreating(true)}>
          <ListPlus aria-hidden className="size-4.5" />
          New List
        </Button>
      </div>
      {lists.isPending ? (
        <LoadingPanel label="Loading lists" className="py-16" />
      ) : lists.isError ? (
        <QueryError query={lists} title="We couldn't load your lists" />
      ) : lists.data.items.length === 0 ? (
        <EmptyState icon={ListPlus} title="No Lists Yet">
          Group activities into lists like “Summer camps” or “Rainy Saturdays”, and share them.
        </EmptyState>
      ) : (
        <ul aria-label="Lists" className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {lists.data.items.map((list) => (
            <li key={list.id}>
              <ListCard list={list} />
            </li>
          ))}
        </ul>
      )}
      <ListFormDialog
        open={creating}
        onOpenChange={setCreating}
        title="New list"
        submitLabel="Create List"
        busy={create.isPending}
        returnFocusTo={newButton}
        onSubmit={submit}
      />
    </div>
  );
}
