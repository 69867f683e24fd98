import { Search, X } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { FINDER_TEXT_MAX } from '../../../../shared/finder-limits';
import { Button } from '../../../components/ui/button';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed text; never for a blank one. */
  onSubmit: (text: string) => void;
  onClear: () => void;
  busy: boolean;
};

/** 'What are you looking for today?': Enter or the button submits, the cross clears. */
export function FinderSearchBox({ value, onChange, onSubmit, onClear, busy }: Props) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (text) onSubmit(text);
  };
  return (
    <form role="search" aria-label="Find activities" onSubmit={submit}>
      <label htmlFor={id} className="mb-1.5 block text-lg font-bold">
        What are you looking for today?
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
          />
          <input
            id={id}
            type="text"
            value={value}
            maxLength={FINDER_TEXT_MAX}
            onChange={(e) => onChange(e.target.value)}
            placeholder="e.g. swim this Saturday"
            autoComplete="off"
            enterKeyHint="search"
            className="min-h-12 w-full rounded-xl border border-line bg-white py-2 pr-11 pl-10 text-base shadow-xs placeholder:text-stone-500 focus:border-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary/40"
          />
          {value && (
            <button
              type="button"
              onClick={onClear}
              aria-label="Clear"
              className="absolute top-1/2 right-1 flex size-10 -translate-y-1/2 items-center justify-center rounded-lg text-muted hover:bg-stone-100 hover:text-ink"
            >
              <X aria-hidden className="size-5" />
            </button>
          )}
        </div>
        <Button type="submit" size="lg" busy={busy}>
          Find
        </Button>
      </div>
    </form>
  );
}
