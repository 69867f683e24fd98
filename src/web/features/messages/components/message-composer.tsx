import { SendHorizontal } from 'lucide-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../../shared/network-rules';
import { newClientId } from '../../../api/network/client-id';
import { useSendMessage } from '../../../api/network/send-message';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

/**
 * 'Type a message...': Enter sends, Shift+Enter starts a new line, the send button is disabled
 * while the text is blank. A draft keeps its client id until it is sent, so a retry after a
 * failure is stored once.
 */
export function MessageComposer({ conversationId }: { conversationId: string }) {
  const [text, setText] = useState('');
  const clientId = useRef(newClientId());
  const send = useSendMessage();
  const blank = text.trim() === '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || send.isPending) return;
    send.mutate(
      { conversationId, clientId: clientId.current, text },
      {
        onSuccess: () => {
          setText('');
          clientId.current = newClientId();
        },
        onError: (error) => notify.error('Message not sent', errorMessage(error)),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onChange = (value: string) => {
    // New words are a new message: a retry keeps the id only for the text that failed.
    if (value !== text) clientId.current = send.isError ? newClientId() : clientId.current;
    setText(value);
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-line p-3">
      <textarea
        value={text}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        rows={1}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder="Type a message..."
        aria-label="Type a message..."
        className="max-h-40 min-h-12 flex-1 resize-none rounded-xl border border-line bg-white px-4 py-3 text-base"
      />
      <Button
        type="submit"
        size="icon"
        disabled={blank}
        busy={send.isPending}
        aria-label="Send message"
      >
        <SendHorizontal aria-hidden className="size-5" />
      </Button>
    </form>
  );
}
