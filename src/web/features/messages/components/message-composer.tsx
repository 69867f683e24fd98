import { SendHorizontal } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '../../../../shared/network-rules';
import { MessageTextSchema } from '../../../../shared/schemas/network';
import { Button } from '../../../components/ui/button';
import { useSchemaForm } from '../../../lib/use-schema-form';

const ComposerSchema = z.object({ text: MessageTextSchema });

/**
 * 'Type a message...': Enter sends, Shift+Enter starts a new line, the send button is disabled
 * while the text is blank (and Enter then does nothing, as in any chat). A sent message leaves the
 * box at once; the thread shows it as sending (and offers Retry should it fail).
 */
export function MessageComposer({ onSend }: { onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  const { attach, handleSubmit, clearErrors } = useSchemaForm(ComposerSchema, { text });
  const blank = text.trim() === '';

  const submit = handleSubmit((message) => {
    onSend(message.text);
    setText('');
    clearErrors();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!blank) submit();
    }
  };

  return (
    <form
      ref={attach}
      onSubmit={submit}
      noValidate
      className="flex items-end gap-2 border-t border-line p-3"
    >
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
