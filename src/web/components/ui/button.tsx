import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link' | 'inverse';
type Size = 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors select-none ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<Variant, string> = {
  primary: 'bg-primary text-white shadow-sm hover:bg-primary-hover active:bg-primary-hover',
  secondary: 'border border-line bg-white text-ink shadow-xs hover:bg-stone-50 active:bg-stone-100',
  ghost: 'text-ink hover:bg-stone-900/5 active:bg-stone-900/10',
  danger: 'bg-danger text-white shadow-sm hover:bg-red-800',
  link: 'text-primary underline-offset-4 hover:underline',
  /** On a primary-coloured surface. */
  inverse: 'bg-white text-primary shadow-sm hover:bg-teal-50 focus-visible:outline-white',
};

const sizes: Record<Size, string> = {
  md: 'min-h-11 px-4 text-[15px]',
  lg: 'min-h-12 px-5 text-base',
  icon: 'size-11 shrink-0',
};

/** Button look for anything clickable, including router links styled as buttons. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: Variant; size?: Size; className?: string } = {}) {
  return cn(base, variants[variant], variant === 'link' ? 'min-h-11 px-1' : sizes[size], className);
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: Variant;
  size?: Size;
  /** Shows a spinner and disables the button while a request runs. */
  busy?: boolean;
};

export function Button({
  variant,
  size,
  busy = false,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, className })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
      {children}
    </button>
  );
}
