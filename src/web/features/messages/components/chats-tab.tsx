import { MessagesSquare } from 'lucide-react';
import { useConversations } from '../../../api/network/get-conversations';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryError } from '../../../components/ui/query-error';
import { LoadingPanel } from '../../../components/ui/loading-panel';
import { cn } from '../../../lib/cn';
import { ConversationList } from './conversation-list';
import { MessageThread } from './message-thread';

/**
 * Tab Chats: the conversation list and the open thread, side by side on a wide screen; on a phone
 * the thread takes the place of the list.
 */
export function ChatsTab({
  chatId,
  onOpenChat,
  onCloseChat,
  onFindConnections,
}: {
  chatId: string | null;
  onOpenChat: (id: string) => void;
  onCloseChat: () => void;
  onFindConnections: () => void;
}) {
  const conversations = useConversations();
  if (conversations.isPending) return <LoadingPanel label="Loading your chats" className="py-10" />;
  if (conversations.isError) {
    return <QueryError query={conversations} title="We couldn't load your chats" />;
  }
  const items = conversations.data.items;
  const open = items.find((c) => c.id === chatId) ?? null;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={MessagesSquare}
        title="No Messages Yet"
        action={<Button onClick={onFindConnections}>Find Connections</Button>}
      >
        Connect with other parents to start a conversation.
      </EmptyState>
    );
  }
  return (
    <div className="lg:grid lg:grid-cols-[20rem_1fr] lg:gap-5">
      <div className={cn(open && 'hidden lg:block')}>
        <ConversationList
          conversations={items}
          selectedId={open?.id ?? null}
          onSelect={onOpenChat}
        />
      </div>
      {open ? (
        <MessageThread key={open.id} conversation={open} onBack={onCloseChat} />
      ) : (
        <p className="hidden rounded-3xl border border-dashed border-stone-300 bg-white p-10 text-center text-muted lg:block">
          Choose a conversation to read it.
        </p>
      )}
    </div>
  );
}
