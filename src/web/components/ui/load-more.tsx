import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-client';
import { Button } from './button';

/**
 * 'Load more' under a list read a page at a time: shown while there is a next page; a failed
 * page keeps the ones shown and says why above the button, which then tries again.
 */
export function LoadMore({
  pages,
  label = 'Load more',
}: {
  pages: Pick<
    UseInfiniteQueryResult,
    'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'error' | 'fetchNextPage'
  >;
  label?: string;
}) {
  if (!pages.hasNextPage) return null;
  return (
    <div className="mt-4 flex flex-col items-center gap-2">
      {pages.isFetchNextPageError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {errorMessage(pages.error)}
        </p>
      )}
      <Button
        variant="secondary"
        busy={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
      >
        {pages.isFetchNextPageError ? 'Try again' : label}
      </Button>
    </div>
  );
}
