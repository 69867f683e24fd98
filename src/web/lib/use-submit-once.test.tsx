import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSubmitOnce } from './use-submit-once';

/** A form whose submit stays pending until the test settles it, as a request would. */
function Form({ send }: { send: () => Promise<void> }) {
  const once = useSubmitOnce();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!once.start()) return;
        void send().finally(once.done);
      }}
    >
      <input aria-label="Code" />
      <button type="submit">Redeem</button>
    </form>
  );
}

function deferred() {
  let settle = () => {};
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

describe('useSubmitOnce', () => {
  it('blocks a second submit while the first is pending, and allows one after it ends', async () => {
    const user = userEvent.setup();
    const first = deferred();
    const send = vi.fn(() => first.promise);
    render(<Form send={send} />);

    await user.dblClick(screen.getByRole('button', { name: 'Redeem' }));
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '{Enter}');
    expect(send).toHaveBeenCalledTimes(1);

    first.settle();
    await first.promise;
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('run() waits for the promise, and a rejection also ends the wait', async () => {
    const user = userEvent.setup();
    const first = deferred();
    const send = vi
      .fn<() => Promise<void>>()
      .mockReturnValueOnce(first.promise)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(undefined);
    function RunForm() {
      const once = useSubmitOnce();
      return (
        <button type="button" onClick={() => once.run(send)}>
          Pay
        </button>
      );
    }
    render(<RunForm />);
    const pay = screen.getByRole('button', { name: 'Pay' });

    await user.dblClick(pay);
    expect(send).toHaveBeenCalledTimes(1);
    first.settle();
    await first.promise;

    await user.click(pay); // rejects
    await user.click(pay);
    expect(send).toHaveBeenCalledTimes(3);
  });
});
