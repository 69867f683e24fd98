import { RotateCcw } from 'lucide-react';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { Button } from './button';

/** What a failed read offers: why it failed, whether it is being read again, and how to retry. */
export type RetryableQuery = {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

export type QueryErrorProps = {
  /**
   * The read that failed (a TanStack query), or the reads a part of the screen shows together:
   * those are retried together, and the first one's error is told.
   */
  query: RetryableQuery | readonly RetryableQuery[];
  /** What failed: "We couldn't load your wallet". */
  title: string;
  /** The error's own message follows the title, unless the screen says the title alone. */
  showReason?: boolean;
  /**
   * 'panel' takes the place of a page or a list; 'inline' the place of one part of a card,
   * section or strip.
   */
  size?: 'panel' | 'inline';
  /** h1 when the error is the whole page; p inside a section that has its own heading. */
  heading?: 'h1' | 'h2' | 'p';
  className?: string;
};

/** A read failed: say what and why (announced as an alert), and offer to read it again. */
export function QueryError({
  query,
  title,
  showReason = true,
  size = 'panel',
  heading = size === 'panel' ? 'h2' : 'p',
  className,
}: QueryErrorProps) {
  const queries = 'refetch' in query ? [query] : query;
  const failed = queries.find((q) => q.error != null);
  const retrying = queries.some((q) => q.isFetching);
  const retry = () => {
    for (const q of queries) void q.refetch();
  };
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
      {showReason && failed && (
        <p className={inline ? 'mt-0.5 text-sm text-muted' : 'mt-1 max-w-sm text-muted'}>
          {errorMessage(failed.error)}
        </p>
      )}
      <Button
        variant="secondary"
        className={inline ? 'mt-3' : 'mt-5'}
        busy={retrying}
        onClick={retry}
      >
        {!retrying && <RotateCcw aria-hidden className="size-4" />}
        Try again
      </Button>
    </div>
  );
}
