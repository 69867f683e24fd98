import { Zap } from 'lucide-react';
import { useState } from 'react';
import {
  AUTO_BOOK_OFF_TOAST,
  AUTO_BOOK_ON_TOAST,
  LINE_AUTO_BOOK_HINT,
} from '../../../../shared/registration-line';
import type { LineEntry } from '../../../../shared/schemas/registration';
import { BOOK_IT_FOR_ME } from '../../../../shared/waitlist';
import { useLineActions } from '../../../api/bookings/registration';
import { Button } from '../../../components/ui/button';
import { Dialog, dialogClasses } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { AutoBookFields, useAutoBookChoice } from './auto-book-fields';

type Props = {
  activityId: number;
  title: string;
  /** The family's entry while it waits; the dialog is open while it is set. */
  entry: LineEntry | null;
  /** What its prepared booking costs now. */
  totalCents: number;
  onClose: () => void;
};

/**
 * 'Book it for me' for a family waiting in a registration line or lottery (decision 063): the
 * way to pay charged the moment its turn comes, saved with its prepared booking (its place kept).
 */
export function LineAutoBookDialog({ activityId, title, entry, totalCents, onClose }: Props) {
  const { join } = useLineActions(activityId);
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => !open && onClose()}
      title={BOOK_IT_FOR_ME}
      description={title}
      icon={<Zap aria-hidden className="size-5" />}
      busy={join.isPending}
    >
      {entry && <AutoBookForm entry={entry} totalCents={totalCents} join={join} onDone={onClose} />}
    </Dialog>
  );
}

function AutoBookForm({
  entry,
  totalCents,
  join,
  onDone,
}: {
  entry: LineEntry;
  totalCents: number;
  join: ReturnType<typeof useLineActions>['join'];
  onDone: () => void;
}) {
  const autoBook = useAutoBookChoice(totalCents, entry.autoBook);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    setError(null);
    const value = autoBook.value;
    join.mutate(
      { kidIds: entry.kidIds, sessionIds: entry.sessionIds, ...(value && { autoBook: value }) },
      {
        onSuccess: () => {
          notify.success(value ? AUTO_BOOK_ON_TOAST : AUTO_BOOK_OFF_TOAST);
          onDone();
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };
  return (
    <form
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <AutoBookFields state={autoBook} hint={LINE_AUTO_BOOK_HINT} />
      {error && (
        <p role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
      <div className={dialogClasses.actions}>
        <Button type="button" variant="secondary" onClick={onDone} disabled={join.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={join.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
