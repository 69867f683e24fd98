import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SEARCH_TEXT_MAX } from '../../../../shared/search-limits';
import { cn } from '../../../lib/cn';

/** Typing settles for this long before the URL (and the search) follows. */
const SETTLE_MS = 300;

type Props = {
  label: string;
  /** The clear button's name; two boxes on one page need different ones. */
  clearLabel?: string;
  placeholder: string;
  /** The committed text (from the URL). */
  value: string;
  onCommit: (value: string) => void;
  className?: string;
};

/**
 * A labelled search box with a clear button. What is typed is committed after a short pause,
 * at once on Enter or clear; a change from outside (Clear Search, Back) replaces the text.
 */
export function SearchField({
  label,
  clearLabel = 'Clear search text',
  placeholder,
  value,
  onCommit,
  className,
}: Props) {
  const id = useId();
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }

  // The latest callback, without restarting the pause whenever the parent renders.
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  }, [onCommit]);

  useEffect(() => {
    if (text === committed) return;
    const timer = setTimeout(() => commit.current(text), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text, committed]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCommit(text);
  };

  return (
    <form role="search" aria-label={label} onSubmit={submit} className={cn('min-w-0', className)}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          maxLength={SEARCH_TEXT_MAX}
          autoComplete="off"
          enterKeyHint="search"
          className="block min-h-12 w-full rounded-xl border border-stone-300 bg-white pr-12 pl-11 text-base text-ink placeholder:text-stone-500 hover:border-stone-400 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 [&::-webkit-search-cancel-button]:appearance-none"
        />
        {text && (
          <button
            type="button"
            aria-label={clearLabel}
            onClick={() => {
              setText('');
              onCommit('');
            }}
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-muted hover:text-ink"
          >
            <X aria-hidden className="size-5" />
          </button>
        )}
      </div>
    </form>
  );
}
