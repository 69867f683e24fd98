import { RotateCcw } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';

export type LoadErrorProps = {
  /** What failed: "We couldn't load your wallet". */
  title: string;
  /** Why (the error's message), when there is more to say than the title. */
  message?: string;
  onRetry: () => void;
  retrying?: boolean;
  /**
   * 'panel' takes the place of a page or a list; 'inline' the place of one part of a card,
   * section or strip.
   */
  size?: 'panel' | 'inline';
  /** h1 when the error is the whole page; p inside a section that has its own heading. */
  heading?: 'h1' | 'h2' | 'p';
  className?: string;
};

/** A request failed: say what and why, and offer to try again. */
export function LoadError({
  title,
  message,
  onRetry,
  retrying = false,
  size = 'panel',
  heading = size === 'panel' ? 'h2' : 'p',
  className,
}: LoadErrorProps) {
  const Heading = heading;
  const inline = size === 'inline';
  return (
    <div
      role="alert"
      className={cn(
        inline
          ? 'rounded-2xl bg-danger-soft p-4'
          : 'flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-10 text-center shadow-xs',
        className,
      )}
    >
      <Heading className={inline ? 'font-semibold text-danger' : 'text-lg font-bold'}>
        {title}
      </Heading>
      {message && (
        <p className={inline ? 'mt-0.5 text-sm text-muted' : 'mt-1 max-w-sm text-muted'}>
          {message}
        </p>
      )}
      <Button
        variant="secondary"
        className={inline ? 'mt-3' : 'mt-5'}
        busy={retrying}
        onClick={onRetry}
      >
        {!retrying && <RotateCcw aria-hidden className="size-4" />}
        Try again
      </Button>
    </div>
  );
}
