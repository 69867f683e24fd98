import {
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoadMore } from './load-more';

type Page = { items: string[]; next: number | null };

/** Three pages of two rows; `failing` pages are refused while listed there. */
function pagedRead(failing: Set<number>) {
  const read = {
    calls: [] as number[],
    fn: ({ pageParam }: { pageParam: number }): Promise<Page> => {
      read.calls.push(pageParam);
      if (failing.has(pageParam)) return Promise.reject(new Error('The server is busy'));
      return Promise.resolve({
        items: [`Row ${pageParam * 2 + 1}`, `Row ${pageParam * 2 + 2}`],
        next: pageParam < 2 ? pageParam + 1 : null,
      });
    },
  };
  return read;
}

function Rows({ read }: { read: ReturnType<typeof pagedRead> }) {
  const rows = useInfiniteQuery<Page, Error, InfiniteData<Page>, string[], number>({
    queryKey: ['rows'],
    queryFn: read.fn,
    initialPageParam: 0,
    getNextPageParam: (last) => last.next,
  });
  if (!rows.data) return <p>Loading</p>;
  return (
    <>
      <ul>
        {rows.data.pages
          .flatMap((page) => page.items)
          .map((row) => (
            <li key={row}>{row}</li>
          ))}
      </ul>
      <LoadMore pages={rows} label="Load more rows" />
    </>
  );
}

function renderRows(read: ReturnType<typeof pagedRead>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Rows read={read} />
    </QueryClientProvider>,
  );
}

describe('LoadMore', () => {
  it('adds the next page under the rows shown, and is gone after the last', async () => {
    const user = userEvent.setup();
    const read = pagedRead(new Set());
    renderRows(read);

    await user.click(await screen.findByRole('button', { name: 'Load more rows' }));
    expect(await screen.findByText('Row 4')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load more rows' }));
    expect(await screen.findByText('Row 6')).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Load more rows' })).toBeNull();
    expect(read.calls).toEqual([0, 1, 2]);
  });

  it('keeps the rows shown when a page fails, says why, and tries that page again', async () => {
    const user = userEvent.setup();
    const failing = new Set([1]);
    const read = pagedRead(failing);
    renderRows(read);

    await user.click(await screen.findByRole('button', { name: 'Load more rows' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    failing.clear();
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Row 4')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Load more rows' })).toBeVisible();
    expect(read.calls).toEqual([0, 1, 1]);
  });
});
