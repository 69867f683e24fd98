import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { QueryError } from './query-error';

/** A read that fails while `failWith` is set, counting its calls; a success is settled by hand. */
function flakyRead(name: string) {
  const read = {
    calls: 0,
    failWith: 'Server unavailable' as string | null,
    settle: () => {},
    fn: () => {
      read.calls += 1;
      if (read.failWith) return Promise.reject(new Error(read.failWith));
      return new Promise<string>((resolve) => {
        read.settle = () => resolve(`${name} loaded`);
      });
    },
  };
  return read;
}

function withClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function Wallet({
  read,
  showReason,
}: {
  read: ReturnType<typeof flakyRead>;
  showReason?: boolean;
}) {
  const wallet = useQuery({ queryKey: ['wallet'], queryFn: read.fn });
  if (wallet.isPending) return <p>Loading</p>;
  if (wallet.isError) {
    return (
      <QueryError query={wallet} title="We couldn't load your wallet" showReason={showReason} />
    );
  }
  return <p>{wallet.data}</p>;
}

describe('QueryError', () => {
  it('announces what failed and why, and Try again (reached by Tab) reads it again', async () => {
    const user = userEvent.setup();
    const read = flakyRead('Wallet');
    render(withClient(<Wallet read={read} />));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your wallet");
    expect(alert).toHaveTextContent('Server unavailable');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      "We couldn't load your wallet",
    );

    await user.tab();
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toHaveFocus();

    read.failWith = null;
    await user.keyboard('{Enter}');
    expect(read.calls).toBe(2);
    // A read with nothing shown yet goes back to loading while it runs again.
    expect(await screen.findByText('Loading')).toBeVisible();

    read.settle();
    expect(await screen.findByText('Wallet loaded')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is busy while the read runs again, so a second press sends nothing', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const query = { error: new Error('Offline'), isFetching: true, refetch: () => (calls += 1) };
    render(<QueryError query={query} size="inline" title="Your devices could not be loaded." />);

    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toHaveAttribute('aria-busy', 'true');
    expect(retry).toBeDisabled();
    await user.click(retry);
    expect(calls).toBe(0);
    // Inside a section with its own heading, the title is a plain sentence.
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('says the title alone where the screen does', async () => {
    const read = flakyRead('Wallet');
    render(withClient(<Wallet read={read} showReason={false} />));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your wallet");
    expect(alert).not.toHaveTextContent('Server unavailable');
  });

  it('retries reads shown together at once, telling the one that failed', async () => {
    const user = userEvent.setup();
    const upcoming = flakyRead('Upcoming');
    upcoming.failWith = null;
    const past = flakyRead('Past');
    past.failWith = 'The past is out of reach';

    function Bookings() {
      const first = useQuery({ queryKey: ['upcoming'], queryFn: upcoming.fn });
      const second = useQuery({ queryKey: ['past'], queryFn: past.fn });
      if (first.isError || second.isError) {
        return (
          <QueryError
            query={[first, second]}
            size="inline"
            title="We couldn't load your bookings"
          />
        );
      }
      return <p>{[first.data, second.data].join(', ')}</p>;
    }
    render(withClient(<Bookings />));
    upcoming.settle();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your bookings");
    expect(alert).toHaveTextContent('The past is out of reach');

    past.failWith = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(upcoming.calls).toBe(2);
    expect(past.calls).toBe(2);
    upcoming.settle();
    past.settle();
    expect(await screen.findByText('Upcoming loaded, Past loaded')).toBeVisible();
  });
});
