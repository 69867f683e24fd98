import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * Something is loading: screen readers hear `label` (a status), while placeholder shapes in the
 * form of what is coming, or a spinner, hold its place. The shapes are the caller's, each
 * `aria-hidden`.
 */
export function LoadingPanel({
  label = 'Loading',
  className,
  children,
}: {
  label?: string;
  className?: string;
  children?: ReactNode;
}) {
  if (children === undefined) {
    return (
      <div
        role="status"
        className={cn('flex items-center justify-center gap-2 text-muted', className)}
      >
        <LoaderCircle aria-hidden className="size-5 animate-spin text-primary" />
        <span className="sr-only">{label}</span>
      </div>
    );
  }
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
