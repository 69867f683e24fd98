import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A textarea and a select in the look of ui/field's TextField (label tied to the control, error
 * announced with it). They live here until a second feature needs them.
 */

const controlBase =
  'block w-full rounded-xl border bg-white px-3.5 text-base text-ink placeholder:text-stone-500 ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-0';
const controlState = (error?: string) =>
  error
    ? 'border-danger focus-visible:outline-danger'
    : 'border-stone-300 hover:border-stone-400 focus-visible:border-primary';

function FieldShell({
  id,
  label,
  labelNote,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  labelNote?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {labelNote && <span className="ml-1 font-normal text-muted">{labelNote}</span>}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'onChange' | 'value' | 'id'> & {
  label: string;
  labelNote?: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
};

export function TextAreaField({
  label,
  labelNote,
  value,
  onValueChange,
  error,
  className,
  rows = 3,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} labelNote={labelNote} error={error} className={className}>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(controlBase, controlState(error), 'min-h-24 resize-y py-3')}
        {...textarea}
      />
    </FieldShell>
  );
}

type SelectFieldProps<T extends string> = Omit<
  ComponentProps<'select'>,
  'onChange' | 'value' | 'id'
> & {
  label: string;
  labelNote?: string;
  value: T | '';
  onValueChange: (value: T | '') => void;
  options: readonly T[];
  optionLabel: (value: T) => string;
  /** The first, empty choice ("Select grade"). */
  placeholder: string;
  error?: string;
};

/** A native select: the phone's own picker, keyboard and screen-reader support for free. */
export function SelectField<T extends string>({
  label,
  labelNote,
  value,
  onValueChange,
  options,
  optionLabel,
  placeholder,
  error,
  className,
  ...select
}: SelectFieldProps<T>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} labelNote={labelNote} error={error} className={className}>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => onValueChange(e.target.value as T | '')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(
            controlBase,
            controlState(error),
            'min-h-12 appearance-none pr-10',
            value === '' && 'text-stone-500',
          )}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option} className="text-ink">
              {optionLabel(option)}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-muted"
        />
      </div>
    </FieldShell>
  );
}
