import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** A part of home that failed to load, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-danger-soft p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-[15px] text-danger">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCcw aria-hidden className="size-4" />
        Try again
      </Button>
    </div>
  );
}

/** An empty list, said plainly. */
export function EmptyNote({ children }: { children: string }) {
  return (
    <p className="rounded-2xl border border-dashed border-stone-300 bg-white/60 p-6 text-center text-[15px] text-muted">
      {children}
    </p>
  );
}
