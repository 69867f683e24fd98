import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * Nothing to show yet, said plainly: a dashed panel with an icon, a title, a sentence and what to
 * do next. With only a sentence it is a short note (an empty shelf).
 */
export function EmptyState({
  icon: Icon,
  title,
  heading = 'h2',
  children,
  action,
  className,
}: {
  icon?: LucideIcon;
  title?: string;
  /** p where the list it stands for has no heading level of its own. */
  heading?: 'h2' | 'p';
  /** The sentence under the title. */
  children?: ReactNode;
  /** A button or link to the next step. */
  action?: ReactNode;
  className?: string;
}) {
  const Heading = heading;
  if (!Icon && !title) {
    return (
      <p
        className={cn(
          'rounded-2xl border border-dashed border-stone-300 bg-white/60 p-6 text-center text-[15px] text-muted',
          className,
        )}
      >
        {children}
      </p>
    );
  }
  return (
    <div
      className={cn(
        'rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center',
        className,
      )}
    >
      {Icon && (
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent-soft text-amber-900">
          <Icon aria-hidden className="size-6" />
        </span>
      )}
      {title && <Heading className="mt-4 text-lg font-bold">{title}</Heading>}
      {children && <p className="mx-auto mt-1 max-w-sm text-muted">{children}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
