import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

const inputBase =
  'block w-full min-h-12 rounded-xl border bg-white px-3.5 text-base text-ink placeholder:text-stone-500 ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-0';

type FieldProps = Omit<ComponentProps<'input'>, 'onChange' | 'value' | 'id'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** Shown after the label, e.g. "(optional)". */
  labelNote?: string;
  /** A control drawn inside the input's right edge. */
  trailing?: ReactNode;
};

/** A labelled text input whose hint and error are announced with it. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  labelNote,
  trailing,
  className,
  ...input
}: FieldProps) {
  const id = useId();
  // The hint gives way to the error that restates it.
  const showHint = hint && !error;
  const hintId = showHint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {labelNote && <span className="ml-1 font-normal text-muted">{labelNote}</span>}
      </label>
      <div className="relative">
        <input
          id={id}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            inputBase,
            error
              ? 'border-danger focus-visible:outline-danger'
              : 'border-stone-300 hover:border-stone-400 focus-visible:border-primary',
            trailing ? 'pr-12' : '',
          )}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center">{trailing}</div>}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {showHint && (
        <div id={hintId} className="text-sm text-muted">
          {hint}
        </div>
      )}
    </div>
  );
}

type PasswordFieldProps = Omit<FieldProps, 'type' | 'trailing'>;

/** A password input with a show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-pressed={visible}
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((v) => !v)}
          className="flex size-11 items-center justify-center rounded-lg text-muted hover:text-ink"
        >
          <Icon aria-hidden className="size-5" />
        </button>
      }
    />
  );
}

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'checked' | 'id'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string;
};

/** A native checkbox with its label as a large tap target. */
export function Checkbox({
  checked,
  onCheckedChange,
  children,
  error,
  className,
  ...input
}: CheckboxProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onCheckedChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="size-5 shrink-0 cursor-pointer rounded accent-primary"
          {...input}
        />
        <label htmlFor={id} className="cursor-pointer py-2 text-[15px] leading-snug text-ink">
          {children}
        </label>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
