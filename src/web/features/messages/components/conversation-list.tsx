import type { Conversation } from '../../../../shared/schemas/network';
import { cn } from '../../../lib/cn';
import { formatMessageTime } from '../message-time';
import { ParentIdentity } from './parent-avatar';

/** The conversations, newest first: the other parent, the last message and its time, unread count. */
export function ConversationList({
  conversations,
  selectedId,
  onSelect,
}: {
  conversations: Conversation[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <ul aria-label="Conversations" className="space-y-2">
      {conversations.map((c) => {
        const preview = c.lastMessage
          ? `${c.lastMessage.fromMe ? 'You: ' : ''}${c.lastMessage.text}`
          : 'No messages yet';
        return (
          <li key={c.id}>
            <button
              type="button"
              onClick={() => onSelect(c.id)}
              aria-current={c.id === selectedId ? 'true' : undefined}
              className={cn(
                'flex w-full items-center gap-3 rounded-2xl border border-line bg-white px-3 py-3 text-left shadow-xs hover:bg-stone-50',
                c.id === selectedId && 'border-primary bg-primary-tint',
              )}
            >
              <span className="min-w-0 flex-1">
                <ParentIdentity parent={c.parent} detail={preview} />
              </span>
              <span className="flex shrink-0 flex-col items-end gap-1">
                {c.lastMessage && (
                  <time dateTime={c.lastMessage.createdAt} className="text-xs text-muted">
                    {formatMessageTime(c.lastMessage.createdAt)}
                  </time>
                )}
                {c.unreadCount > 0 && (
                  <span className="min-w-6 rounded-full bg-primary px-2 py-0.5 text-center text-xs font-bold text-white">
                    {c.unreadCount}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
