import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** A request failed: say so and offer to try again. */
export function LoadError({
  title,
  message,
  onRetry,
  retrying = false,
  className,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center rounded-2xl border border-line bg-white px-5 py-8 text-center',
        className,
      )}
    >
      <p className="text-lg font-bold">{title}</p>
      <p className="mt-1 max-w-sm text-muted">{message}</p>
      <Button variant="secondary" className="mt-5" busy={retrying} onClick={onRetry}>
        <RotateCcw aria-hidden className="size-4" />
        Try again
      </Button>
    </div>
  );
}
