import { Hourglass } from 'lucide-react';
import { useState, type RefObject } from 'react';
import {
  BOOK_IT_FOR_ME_HINT,
  JOIN_WAITLIST,
  WAITLIST_JOINED,
  WAITLIST_SIBLINGS_RULE,
} from '../../../../shared/waitlist';
import { useJoinWaitlist } from '../../../api/bookings/waitlist';
import { Button } from '../../../components/ui/button';
import { Dialog, dialogClasses } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { formatNames } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { AutoBookFields, useAutoBookChoice } from './auto-book-fields';

export type WaitlistRequest = {
  activityId: number;
  title: string;
  sessionIds?: number[];
  kids: { id: string; name: string }[];
  /** What a booking of these places would cost now (price × children, less any discount). */
  totalCents: number;
};

type Props = {
  request: WaitlistRequest | null;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * 'Join Waitlist' (decision 060): who it is for, the rule for several children, and 'Book it for
 * me' with the way to pay it charges.
 */
export function JoinWaitlistDialog({ request, onClose, returnFocusTo }: Props) {
  const join = useJoinWaitlist();
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title={JOIN_WAITLIST}
      description={request?.title}
      icon={<Hourglass aria-hidden className="size-5" />}
      busy={join.isPending}
      returnFocusTo={returnFocusTo}
    >
      {request && <JoinForm request={request} join={join} onDone={onClose} />}
    </Dialog>
  );
}

function JoinForm({
  request,
  join,
  onDone,
}: {
  request: WaitlistRequest;
  join: ReturnType<typeof useJoinWaitlist>;
  onDone: () => void;
}) {
  const autoBook = useAutoBookChoice(request.totalCents);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    setError(null);
    const auto = autoBook.value;
    join.mutate(
      {
        activityId: request.activityId,
        ...(request.sessionIds ? { sessionIds: request.sessionIds } : {}),
        kidIds: request.kids.map((k) => k.id),
        ...(auto ? { autoBook: auto } : {}),
      },
      {
        onSuccess: () => {
          notify.success(WAITLIST_JOINED);
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
        submit();
      }}
    >
      <p className="text-[15px]">
        For <strong>{formatNames(request.kids.map((k) => k.name))}</strong>
      </p>
      {request.kids.length > 1 && <p className="text-sm text-muted">{WAITLIST_SIBLINGS_RULE}</p>}
      <AutoBookFields state={autoBook} hint={BOOK_IT_FOR_ME_HINT} />
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
          {JOIN_WAITLIST}
        </Button>
      </div>
    </form>
  );
}
