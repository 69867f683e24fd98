import type { Connection } from '../../../../shared/schemas/network';
import { CONNECTION_ACCEPTED, CONNECTION_DECLINED } from '../../../../shared/network-rules';
import { useAnswerConnection, useRemoveConnection } from '../../../api/network/change-connection';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { ParentIdentity } from './parent-avatar';

/** Requests addressed to me (Accept / Decline), then the ones I sent (pending, Withdraw). */
export function PendingRequests({
  received,
  sent,
}: {
  received: Connection[];
  sent: Connection[];
}) {
  const answer = useAnswerConnection();
  const withdraw = useRemoveConnection();

  const reply = (connection: Connection, choice: 'accept' | 'decline') =>
    answer.mutate(
      { id: connection.id, answer: choice },
      {
        onSuccess: () => {
          const [title, description] =
            choice === 'accept' ? CONNECTION_ACCEPTED : CONNECTION_DECLINED;
          notify.success(title, description);
        },
        onError: (error) => notify.error('Could not answer the request', errorMessage(error)),
      },
    );

  const cancel = (connection: Connection) =>
    withdraw.mutate(connection.id, {
      onSuccess: () =>
        notify.success(
          'Request withdrawn',
          `Your request to ${connection.parent.firstName} was withdrawn`,
        ),
      onError: (error) => notify.error('Could not withdraw the request', errorMessage(error)),
    });

  return (
    <section aria-labelledby="pending-requests">
      <h2 id="pending-requests" className="mb-3 text-lg font-bold">
        Pending Requests
      </h2>
      {received.length === 0 && sent.length === 0 ? (
        <EmptyState>No pending requests</EmptyState>
      ) : (
        <ul className="space-y-2">
          {received.map((c) => (
            <li
              key={c.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-white px-4 py-3 shadow-xs"
            >
              <ParentIdentity
                parent={c.parent}
                detail={`Wants to connect${c.parent.region ? ` · ${c.parent.region}` : ''}`}
              />
              <span className="flex gap-2">
                <Button
                  onClick={() => reply(c, 'accept')}
                  disabled={answer.isPending}
                  aria-label={`Accept ${c.parent.firstName}`}
                >
                  Accept
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => reply(c, 'decline')}
                  disabled={answer.isPending}
                  aria-label={`Decline ${c.parent.firstName}`}
                >
                  Decline
                </Button>
              </span>
            </li>
          ))}
          {sent.map((c) => (
            <li
              key={c.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-white px-4 py-3 shadow-xs"
            >
              <ParentIdentity parent={c.parent} detail="Request sent · Pending" />
              <Button
                variant="ghost"
                onClick={() => cancel(c)}
                disabled={withdraw.isPending}
                aria-label={`Withdraw request to ${c.parent.firstName}`}
              >
                Withdraw
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
