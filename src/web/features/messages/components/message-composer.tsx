import { SendHorizontal } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../../shared/network-rules';
import { Button } from '../../../components/ui/button';

/**
 * 'Type a message...': Enter sends, Shift+Enter starts a new line, the send button is disabled
 * while the text is blank. A sent message leaves the box at once; the thread shows it as sending
 * (and offers Retry should it fail).
 */
export function MessageComposer({ onSend }: { onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank) return;
    onSend(text);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-line p-3">
      <textarea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        rows={1}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder="Type a message..."
        aria-label="Type a message..."
        className="max-h-40 min-h-12 flex-1 resize-none rounded-xl border border-line bg-white px-4 py-3 text-base"
      />
      <Button type="submit" size="icon" disabled={blank} aria-label="Send message">
        <SendHorizontal aria-hidden className="size-5" />
      </Button>
    </form>
  );
}
