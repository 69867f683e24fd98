import { Check } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';

type ToggleChipsProps<T extends string> = {
  label: string;
  hint?: string;
  options: readonly T[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
};

/**
 * A labelled group of on/off chips (buttons with aria-pressed). The selection keeps the
 * options' order, whatever order they were tapped in.
 */
export function ToggleChips<T extends string>({
  label,
  hint,
  options,
  selected,
  onChange,
}: ToggleChipsProps<T>) {
  const id = useId();
  const toggle = (option: T) =>
    onChange(options.filter((o) => (o === option ? !selected.includes(o) : selected.includes(o))));
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={hint ? `${id}-hint` : undefined}
    >
      <p id={`${id}-label`} className="text-sm font-semibold text-ink">
        {label}
      </p>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      )}
      <ul className="mt-2.5 flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = selected.includes(option);
          return (
            <li key={option}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => toggle(option)}
                className={cn(
                  'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-[15px] font-semibold transition-colors',
                  pressed
                    ? 'border-primary bg-primary text-white hover:bg-primary-hover'
                    : 'border-stone-300 bg-white text-ink hover:border-primary hover:bg-primary-tint',
                )}
              >
                {pressed && <Check aria-hidden className="size-4" strokeWidth={3} />}
                {option}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
