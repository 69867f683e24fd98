import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
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
