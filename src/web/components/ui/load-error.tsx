import { RotateCcw } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';

export type LoadErrorProps = {
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  /** h1 when the error is the whole page. */
  heading?: 'h1' | 'h2';
  className?: string;
};

/** A request failed: say so and offer to try again. */
export function LoadError({
  title,
  message,
  onRetry,
  retrying = false,
  heading = 'h2',
  className,
}: LoadErrorProps) {
  const Heading = heading;
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-10 text-center shadow-xs',
        className,
      )}
    >
      <Heading className="text-lg font-bold">{title}</Heading>
      <p className="mt-1 max-w-sm text-muted">{message}</p>
      <Button variant="secondary" className="mt-5" busy={retrying} onClick={onRetry}>
        <RotateCcw aria-hidden className="size-4" />
        Try again
      </Button>
    </div>
  );
}
