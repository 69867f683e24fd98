import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, useWantedOnce } from './lazy-part';

describe('lazyPart', () => {
  it('loads its code once, on the first preload or render', async () => {
    const load = vi.fn(async () => (props: { name: string }) => <p>Hello {props.name}</p>);
    const part = lazyPart(load);
    expect(load).not.toHaveBeenCalled();

    await Promise.all([part.preload(), part.preload()]);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <part.Component name="Ava" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ava')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders code already in at once, without suspending', async () => {
    const part = lazyPart(async () => (props: { name: string }) => <p>Hello {props.name}</p>);
    await part.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <part.Component name="Ava" />
      </Suspense>,
    );
    // In the same render: a part React hydrates at a tap must not wait on a promise.
    expect(screen.getByText('Hello Ava')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });
});

describe('useWantedOnce', () => {
  function Dialog() {
    const [open, setOpen] = useState(false);
    const wanted = useWantedOnce(open);
    return (
      <>
        <button onClick={() => setOpen(!open)}>{open ? 'Close' : 'Open'}</button>
        {wanted && <p>{open ? 'Dialog open' : 'Dialog closing'}</p>}
      </>
    );
  }

  it('mounts nothing until first wanted, then stays mounted when closed', async () => {
    const user = userEvent.setup();
    render(<Dialog />);
    expect(screen.queryByText(/Dialog/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('Dialog open')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Dialog closing')).toBeInTheDocument();
  });
});
