import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** One choice in a quick filter's popover, pressed while in force. */
export function Choice({
  pressed,
  disabled,
  onClick,
  children,
}: {
  pressed: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'min-h-11 rounded-xl border px-3 text-[15px] font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
        pressed
          ? 'border-primary bg-primary text-white hover:bg-primary-hover'
          : 'border-line bg-white text-ink hover:bg-stone-50',
      )}
    >
      {children}
    </button>
  );
}
