import { RotateCcw } from 'lucide-react';
import { errorMessage } from '../../lib/api-client';
import { Button } from './button';

/** A section that could not load, inside a card: what failed, why, and 'Try again'. */
export function InlineLoadError({
  what,
  query,
}: {
  /** 'your children', 'your payment methods' … */
  what: string;
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
}) {
  return (
    <div role="alert" className="mt-3 rounded-2xl bg-danger-soft p-4">
      <p className="font-semibold text-danger">We couldn't load {what}.</p>
      <p className="mt-0.5 text-sm text-muted">{errorMessage(query.error)}</p>
      <Button
        variant="secondary"
        className="mt-3"
        busy={query.isFetching}
        onClick={() => void query.refetch()}
      >
        <RotateCcw aria-hidden className="size-4" />
        Try again
      </Button>
    </div>
  );
}
