import { Ban, EllipsisVertical, MessageCircle, UserMinus } from 'lucide-react';
import { useState } from 'react';
import type { Connection } from '../../../../shared/schemas/network';
import { useBlockParent, useRemoveConnection } from '../../../api/network/change-connection';
import { useOpenConversation } from '../../../api/network/open-conversation';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { ParentIdentity } from './parent-avatar';

type Pending = { kind: 'remove' | 'block'; connection: Connection } | null;

/**
 * My connections: the row or 'Message' opens the chat (a first one sends the opening greeting),
 * and a menu removes the connection or blocks the parent.
 */
export function YourConnections({
  connections,
  onOpenChat,
}: {
  connections: Connection[];
  onOpenChat: (conversationId: string) => void;
}) {
  const open = useOpenConversation();
  const remove = useRemoveConnection();
  const block = useBlockParent();
  const [confirm, setConfirm] = useState<Pending>(null);

  const chat = (c: Connection) =>
    open.mutate(
      { parentId: c.parent.id, conversationId: c.conversationId },
      {
        onSuccess: onOpenChat,
        onError: (error) => notify.error('Could not open the chat', errorMessage(error)),
      },
    );

  const confirmAction = async () => {
    if (!confirm) return;
    const { kind, connection } = confirm;
    const name = connection.parent.firstName;
    try {
      if (kind === 'remove') {
        await remove.mutateAsync(connection.id);
        notify.success('Connection removed', `You are no longer connected with ${name}`);
      } else {
        await block.mutateAsync(connection.parent.id);
        notify.success('Parent blocked', `${name} can no longer find you or message you`);
      }
    } catch (error) {
      notify.error(
        kind === 'remove' ? 'Could not remove the connection' : 'Could not block',
        errorMessage(error),
      );
    } finally {
      setConfirm(null);
    }
  };

  return (
    <section aria-labelledby="your-connections">
      <h2 id="your-connections" className="mb-3 text-lg font-bold">
        Your Connections
      </h2>
      {connections.length === 0 ? (
        <EmptyState>No connections yet. Find parents below and connect.</EmptyState>
      ) : (
        <ul className="space-y-2">
          {connections.map((c) => (
            <li
              key={c.id}
              className="flex items-center gap-2 rounded-2xl border border-line bg-white py-2 pr-2 pl-2 shadow-xs"
            >
              <button
                type="button"
                onClick={() => chat(c)}
                disabled={open.isPending}
                className="min-h-12 min-w-0 flex-1 rounded-xl px-2 text-left hover:bg-stone-50"
                aria-label={`Chat with ${c.parent.firstName}`}
              >
                <ParentIdentity parent={c.parent} />
              </button>
              <Button
                variant="secondary"
                onClick={() => chat(c)}
                disabled={open.isPending}
                aria-label={`Message ${c.parent.firstName}`}
              >
                <MessageCircle aria-hidden className="size-4" />
                Message
              </Button>
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="ghost" size="icon" aria-label={`More for ${c.parent.firstName}`}>
                    <EllipsisVertical aria-hidden className="size-5" />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuItem onSelect={() => setConfirm({ kind: 'remove', connection: c })}>
                    <UserMinus aria-hidden className="size-4" /> Remove connection
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => setConfirm({ kind: 'block', connection: c })}>
                    <Ban aria-hidden className="size-4" /> Block {c.parent.firstName}
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(next) => !next && setConfirm(null)}
        title={
          confirm?.kind === 'block'
            ? `Block ${confirm.connection.parent.firstName}?`
            : 'Remove this connection?'
        }
        description={
          confirm?.kind === 'block'
            ? 'They will no longer be able to find you, ask to connect or message you. They are not told.'
            : 'You will no longer be able to message each other until one of you connects again.'
        }
        confirmLabel={confirm?.kind === 'block' ? 'Block' : 'Remove'}
        confirmVariant="danger"
        busy={remove.isPending || block.isPending}
        onConfirm={confirmAction}
      />
    </section>
  );
}
