import { UserPlus } from 'lucide-react';
import { CONNECTION_ACCEPTED, CONNECTION_REQUESTED } from '../../../../shared/network-rules';
import { useRequestConnection } from '../../../api/network/change-connection';
import { useDirectory } from '../../../api/network/get-directory';
import { DiscoverableSwitch } from '../../../components/network/discoverable-switch';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryError } from '../../../components/ui/query-error';
import { LoadingPanel } from '../../../components/ui/loading-panel';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { ParentIdentity } from './parent-avatar';

/**
 * 'No new parents found', and why: parents are listed only once they choose to be found, so a
 * new parent learns that and can choose it here (off stays the default).
 */
function NobodyFound({ searching }: { searching: boolean }) {
  return (
    <div className="space-y-3">
      <EmptyState>No new parents found</EmptyState>
      <div className="rounded-2xl border border-line bg-white p-4">
        <p className="text-[15px] text-ink">
          {searching
            ? 'Only parents who choose to be found show here, so someone you know may not have turned it on yet.'
            : 'Parents show here only once they choose to be found. Turn it on to let other parents find you too.'}
        </p>
        <DiscoverableSwitch className="mt-3" />
      </div>
    </div>
  );
}

/** Find New Connections: discoverable parents matching the search, each with 'Connect'. */
export function FindConnections({ query }: { query: string }) {
  const directory = useDirectory(query);
  const request = useRequestConnection();
  const parents = directory.data?.pages.flatMap((p) => p.items) ?? [];

  const connect = (parentId: string) =>
    request.mutate(parentId, {
      onSuccess: (connection) => {
        const [title, description] =
          connection.status === 'accepted' ? CONNECTION_ACCEPTED : CONNECTION_REQUESTED;
        notify.success(title, description);
      },
      onError: (error) => notify.error('Could not send the request', errorMessage(error)),
    });

  return (
    <section aria-labelledby="find-connections">
      <h2 id="find-connections" className="mb-3 text-lg font-bold">
        Find New Connections
      </h2>
      {directory.isPending ? (
        <LoadingPanel label="Looking for parents" className="py-6" />
      ) : directory.isError ? (
        <QueryError query={directory} size="inline" heading="p" title="We couldn't load parents" />
      ) : parents.length === 0 ? (
        <NobodyFound searching={query.trim() !== ''} />
      ) : (
        <>
          <ul className="grid gap-2 sm:grid-cols-2">
            {parents.map((p) => (
              <li
                key={p.id}
                className="flex items-center justify-between gap-3 rounded-2xl border border-line bg-white px-4 py-3 shadow-xs"
              >
                <ParentIdentity parent={p} />
                <Button
                  onClick={() => connect(p.id)}
                  disabled={request.isPending && request.variables === p.id}
                  aria-label={`Connect with ${p.firstName}`}
                >
                  <UserPlus aria-hidden className="size-4" />
                  Connect
                </Button>
              </li>
            ))}
          </ul>
          {directory.hasNextPage && (
            <Button
              variant="secondary"
              className="mt-3"
              busy={directory.isFetchingNextPage}
              onClick={() => void directory.fetchNextPage()}
            >
              Show more parents
            </Button>
          )}
        </>
      )}
    </section>
  );
}
