import { ChevronDown, Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

const controlBase =
  'block w-full rounded-xl border bg-white px-3.5 text-base text-ink placeholder:text-stone-500 ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-0';
const controlState = (error?: string) =>
  error
    ? 'border-danger focus-visible:outline-danger'
    : 'border-stone-300 hover:border-stone-400 focus-visible:border-primary';

type FrameProps = {
  label: string;
  /** Shown after the label, e.g. "(optional)". */
  labelNote?: string;
  error?: string;
  hint?: ReactNode;
  /** The id of something else that describes the control, e.g. a character counter beside it. */
  describedBy?: string;
  className?: string;
};

/**
 * The label, error and hint around one control, and the attributes that tie them to it: every
 * labelled input, text area and select goes through here.
 */
function FieldFrame({
  label,
  labelNote,
  error,
  hint,
  describedBy: alsoDescribedBy,
  className,
  children,
}: FrameProps & {
  children: (control: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const id = useId();
  // The hint gives way to the error that restates it.
  const showHint = hint && !error;
  const hintId = showHint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId, alsoDescribedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {labelNote && <span className="ml-1 font-normal text-muted">{labelNote}</span>}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
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

type FieldProps = Omit<ComponentProps<'input'>, 'onChange' | 'value' | 'id'> &
  FrameProps & {
    value: string;
    onValueChange: (value: string) => void;
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
  return (
    <FieldFrame label={label} labelNote={labelNote} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            value={value}
            onChange={(e) => onValueChange(e.target.value)}
            className={cn(controlBase, 'min-h-12', controlState(error), trailing ? 'pr-12' : '')}
            {...input}
          />
          {trailing && (
            <div className="absolute inset-y-0 right-0 flex items-center">{trailing}</div>
          )}
        </div>
      )}
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'onChange' | 'value' | 'id'> &
  FrameProps & {
    value: string;
    onValueChange: (value: string) => void;
  };

/** A labelled text area, wired like TextField. */
export function TextAreaField({
  label,
  labelNote,
  value,
  onValueChange,
  error,
  hint,
  describedBy,
  className,
  rows = 3,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame
      label={label}
      labelNote={labelNote}
      error={error}
      hint={hint}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          className={cn(controlBase, controlState(error), 'min-h-24 resize-y py-3')}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}

type SelectFieldProps<T extends string> = Omit<
  ComponentProps<'select'>,
  'onChange' | 'value' | 'id'
> &
  FrameProps & {
    value: T | '';
    onValueChange: (value: T | '') => void;
    options: readonly T[];
    optionLabel: (value: T) => string;
    /** The first, empty choice ("Select grade"). */
    placeholder: string;
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
  hint,
  className,
  ...select
}: SelectFieldProps<T>) {
  return (
    <FieldFrame label={label} labelNote={labelNote} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            value={value}
            onChange={(e) => onValueChange(e.target.value as T | '')}
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
      )}
    </FieldFrame>
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
