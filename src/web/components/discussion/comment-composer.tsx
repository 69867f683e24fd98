import { SendHorizontal } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { COMMENT_MAX_LENGTH, normalizeCommentText } from '../../../shared/comment-rules';
import { formatCount } from '../../../shared/display-format';
import { errorMessage } from '../../lib/api-client';
import { useSubmitOnce } from '../../lib/use-submit-once';
import { Button } from '../ui/button';

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
  const [sending, setSending] = useState(false);
  const once = useSubmitOnce();
  const blank = normalizeCommentText(text) === '';
  const tooLong = text.length > COMMENT_MAX_LENGTH;

  const send = () => {
    if (blank || tooLong) return;
    once.run(async () => {
      setSending(true);
      setError(null);
      try {
        await onSubmit(normalizeCommentText(text));
        setText('');
      } catch (err) {
        setError(errorMessage(err));
      } finally {
        setSending(false);
      }
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };

  const errorId = error ? `${id}-error` : undefined;
  const counterId = text.length >= COUNTER_FROM ? `${id}-counter` : undefined;
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        rows={2}
        // A deliberate focus: the parent just asked to reply or edit.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusOnOpen}
        aria-invalid={tooLong || undefined}
        aria-describedby={[errorId, counterId].filter(Boolean).join(' ') || undefined}
        className="block max-h-60 min-h-20 w-full resize-y rounded-xl border border-line bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-stone-500 focus-visible:outline-2 focus-visible:outline-offset-0"
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
          <Button variant="ghost" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={blank || tooLong} busy={sending}>
          {!sending && <SendHorizontal aria-hidden className="size-4" />}
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
