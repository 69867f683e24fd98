import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useConnections } from '../../../api/network/get-connections';
import { QueryError } from '../../../components/ui/query-error';
import { LoadingPanel } from '../../../components/ui/loading-panel';
import { BlockedParents } from './blocked-parents';
import { FindConnections } from './find-connections';
import { PendingRequests } from './pending-requests';
import { YourConnections } from './your-connections';

/** Tab Connections: search, Pending Requests, Your Connections, Find New Connections. */
export function ConnectionsTab({ onOpenChat }: { onOpenChat: (conversationId: string) => void }) {
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const connections = useConnections();

  return (
    <div className="space-y-8">
      <div className="relative max-w-xl">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted"
        />
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search parents..."
          aria-label="Search parents..."
          className="min-h-12 w-full rounded-xl border border-line bg-white pr-4 pl-11 text-base shadow-xs"
        />
      </div>
      {connections.isPending ? (
        <LoadingPanel label="Loading your connections" />
      ) : connections.isError ? (
        <QueryError query={connections} title="We couldn't load your connections" />
      ) : (
        <>
          <PendingRequests received={connections.data.received} sent={connections.data.sent} />
          <YourConnections connections={connections.data.connected} onOpenChat={onOpenChat} />
        </>
      )}
      <FindConnections query={query} />
      <BlockedParents />
    </div>
  );
}
