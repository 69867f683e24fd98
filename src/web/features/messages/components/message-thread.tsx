import { ArrowLeft, RotateCw } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Conversation } from '../../../../shared/schemas/network';
import { useMessages } from '../../../api/network/get-messages';
import { useMarkRead } from '../../../api/network/mark-read';
import { useOutbox } from '../../../api/network/send-message';
import { Button } from '../../../components/ui/button';
import { QueryError } from '../../../components/ui/query-error';
import { LoadingPanel } from '../../../components/ui/loading-panel';
import { cn } from '../../../lib/cn';
import { formatMessageStamp, formatMessageTime } from '../message-time';
import { MessageComposer } from './message-composer';
import { ParentIdentity } from './parent-avatar';

/** One conversation: older messages load when scrolled to the top; opening it marks it read. */
export function MessageThread({
  conversation,
  onBack,
}: {
  conversation: Conversation;
  onBack: () => void;
}) {
  const thread = useMessages(conversation.id);
  const scroller = useRef<HTMLDivElement>(null);
  const heightBefore = useRef<number | null>(null);
  const newestSeen = useRef<string | null>(null);

  const outbox = useOutbox(conversation.id);

  // Pages come newest first; the thread reads oldest to newest.
  const messages = (thread.data?.pages.flatMap((p) => p.items) ?? []).slice().reverse();
  // My messages are keyed by their client id, so the one I sent stays in place once stored.
  const mine = new Set(messages.filter((m) => m.fromMe).map((m) => m.clientId));
  const unconfirmed = outbox.outgoing.filter((m) => !mine.has(m.clientId));
  const keyOf = (m: { fromMe: boolean; id: string; clientId: string }) =>
    m.fromMe ? `mine:${m.clientId}` : m.id;
  const last = messages.at(-1);
  // A message that fails grows its reason and Retry below it: that scrolls them into view too.
  const lastOut = unconfirmed.at(-1);
  const newestId = lastOut ? `${lastOut.clientId}:${lastOut.status}` : last ? keyOf(last) : null;
  const unreadFromThem = messages.some((m) => !m.fromMe && m.readAt === null);
  const { mutate: markConversationRead } = useMarkRead();

  useEffect(() => {
    if (unreadFromThem) markConversationRead(conversation.id);
  }, [unreadFromThem, conversation.id, markConversationRead]);

  // A new message scrolls to the bottom; older ones loaded above keep the reader where they were.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (newestId !== newestSeen.current) {
      newestSeen.current = newestId;
      el.scrollTop = el.scrollHeight;
    } else if (heightBefore.current !== null) {
      el.scrollTop += el.scrollHeight - heightBefore.current;
    }
    heightBefore.current = null;
  });

  const loadOlder = () => {
    if (!thread.hasNextPage || thread.isFetchingNextPage) return;
    heightBefore.current = scroller.current?.scrollHeight ?? null;
    void thread.fetchNextPage();
  };

  return (
    <section
      aria-label={`Chat with ${conversation.parent.firstName}`}
      className="flex h-[calc(100dvh-19.5rem)] min-h-80 lg:h-[calc(100dvh-17rem)] flex-col overflow-hidden rounded-3xl border border-line bg-white shadow-xs"
    >
      <header className="flex items-center gap-2 border-b border-line p-3">
        <Button
          variant="ghost"
          size="icon"
          onClick={onBack}
          className="lg:hidden"
          aria-label="Back to chats"
        >
          <ArrowLeft aria-hidden className="size-5" />
        </Button>
        <h2 className="min-w-0">
          <ParentIdentity parent={conversation.parent} />
        </h2>
      </header>
      <div
        ref={scroller}
        onScroll={(e) => e.currentTarget.scrollTop < 40 && loadOlder()}
        className="flex-1 overflow-y-auto bg-canvas px-3 py-4"
      >
        {thread.isPending ? (
          <LoadingPanel label="Loading messages" className="py-10" />
        ) : thread.isError ? (
          <QueryError
            query={thread}
            size="inline"
            heading="p"
            title="We couldn't load the messages"
          />
        ) : (
          <>
            {thread.hasNextPage && (
              <div className="mb-3 text-center">
                <Button variant="link" busy={thread.isFetchingNextPage} onClick={loadOlder}>
                  Load older messages
                </Button>
              </div>
            )}
            <div role="log" aria-label={`Messages with ${conversation.parent.firstName}`}>
              <ol className="space-y-2">
                {messages.map((m) => (
                  <li
                    key={keyOf(m)}
                    className={cn('flex', m.fromMe ? 'justify-end' : 'justify-start')}
                  >
                    <div
                      className={cn(
                        'max-w-[80%] rounded-2xl px-4 py-2 shadow-xs',
                        m.fromMe
                          ? 'rounded-br-sm bg-primary text-white'
                          : 'rounded-bl-sm border border-line bg-white',
                      )}
                    >
                      <span className="sr-only">
                        {m.fromMe ? 'You' : conversation.parent.firstName}:{' '}
                      </span>
                      <p className="break-words whitespace-pre-wrap">{m.text}</p>
                      <time
                        dateTime={m.createdAt}
                        title={formatMessageStamp(m.createdAt)}
                        className={cn(
                          'mt-0.5 block text-right text-xs',
                          m.fromMe ? 'text-teal-50' : 'text-muted',
                        )}
                      >
                        {formatMessageTime(m.createdAt)}
                        {m.fromMe && m.readAt && ' · Read'}
                      </time>
                    </div>
                  </li>
                ))}
                {unconfirmed.map((m) => (
                  <li key={`mine:${m.clientId}`} className="flex flex-col items-end gap-1">
                    <div
                      className={cn(
                        'max-w-[80%] rounded-2xl rounded-br-sm px-4 py-2 shadow-xs',
                        m.status === 'sending'
                          ? 'bg-primary text-white'
                          : 'border border-danger/40 bg-white text-ink',
                      )}
                    >
                      <span className="sr-only">You: </span>
                      <p className="break-words whitespace-pre-wrap">{m.text}</p>
                      <p
                        className={cn(
                          'mt-0.5 text-right text-xs',
                          m.status === 'sending' ? 'text-teal-50' : 'font-semibold text-danger',
                        )}
                      >
                        {m.status === 'sending' ? 'Sending…' : 'Not sent'}
                      </p>
                    </div>
                    {m.status === 'failed' && (
                      <div className="flex max-w-[80%] flex-wrap items-center justify-end gap-2 text-sm">
                        {m.error && (
                          <span role="alert" className="text-right font-medium text-danger">
                            {m.error}
                          </span>
                        )}
                        <Button
                          variant="secondary"
                          onClick={() => outbox.retry(m.clientId)}
                          aria-label={`Retry sending “${m.text.length > 40 ? `${m.text.slice(0, 40)}…` : m.text}”`}
                        >
                          <RotateCw aria-hidden className="size-4" />
                          Retry
                        </Button>
                      </div>
                    )}
                  </li>
                ))}
              </ol>
            </div>
          </>
        )}
      </div>
      {conversation.canMessage ? (
        <MessageComposer onSend={outbox.send} />
      ) : (
        <p className="border-t border-line p-4 text-center text-muted">
          You can message {conversation.parent.firstName} again once you are connected.
        </p>
      )}
    </section>
  );
}
