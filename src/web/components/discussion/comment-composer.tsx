import { SendHorizontal } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { COMMENT_MAX_LENGTH, normalizeCommentText } from '../../../shared/comment-rules';
import { formatCount } from '../../../shared/display-format';
import { CommentInputSchema } from '../../../shared/schemas/comment';
import { errorMessage } from '../../lib/api-client';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Button } from '../ui/button';
import { TextAreaField } from '../ui/field';

/** The counter appears this close to the limit. */
const COUNTER_FROM = COMMENT_MAX_LENGTH - 200;

export type CommentComposerProps = {
  /** The visible label of the text box: 'Add a comment', 'Your reply', 'Edit your comment'. */
  label: string;
  placeholder?: string;
  submitLabel?: string;
  initialText?: string;
  /** Sends the text; a rejection is shown under the box and the text is kept. */
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  /** Takes the focus when shown: the parent just asked to reply or edit. */
  focusOnOpen?: boolean;
};

/**
 * A plain-text box for a comment, a reply or an edit. Send stays disabled while the text is
 * blank (spec: 'Send is disabled when the text is blank'); Ctrl or ⌘ + Enter sends, Enter alone
 * starts a new line.
 */
export function CommentComposer({
  label,
  placeholder,
  submitLabel = 'Send',
  initialText = '',
  onSubmit,
  onCancel,
  focusOnOpen = false,
}: CommentComposerProps) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const { attach, errors, pending, handleSubmit, clearErrors } = useSchemaForm(CommentInputSchema, {
    content: text,
  });
  const blank = normalizeCommentText(text) === '';
  const tooLong = text.length > COMMENT_MAX_LENGTH;

  const send = handleSubmit(async ({ content }) => {
    setError(null);
    try {
      await onSubmit(content);
      setText('');
      clearErrors();
    } catch (err) {
      setError(errorMessage(err));
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };

  const errorId = error ? `${id}-error` : undefined;
  const counterId = text.length >= COUNTER_FROM ? `${id}-counter` : undefined;
  return (
    <form ref={attach} className="space-y-2" onSubmit={send} noValidate>
      <TextAreaField
        label={label}
        value={text}
        onValueChange={setText}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        rows={2}
        // A deliberate focus: the parent just asked to reply or edit.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusOnOpen}
        error={errors.content}
        // Over the limit is marked as the parent types, before any send.
        aria-invalid={tooLong || errors.content ? true : undefined}
        describedBy={[errorId, counterId].filter(Boolean).join(' ') || undefined}
      />
      <div className="flex flex-wrap items-center justify-end gap-2">
        {counterId && (
          <p
            id={counterId}
            className={`mr-auto text-sm ${tooLong ? 'font-semibold text-danger' : 'text-muted'}`}
          >
            {formatCount(text.length)} / {formatCount(COMMENT_MAX_LENGTH)}
          </p>
        )}
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={blank || tooLong} busy={pending}>
          {!pending && <SendHorizontal aria-hidden className="size-4" />}
          {submitLabel}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
