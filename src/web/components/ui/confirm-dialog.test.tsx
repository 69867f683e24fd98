import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

function RemoveCard({
  onConfirm,
  role,
}: {
  onConfirm: () => unknown;
  role?: 'alertdialog' | 'dialog';
}) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>Remove card</Button>}
      title="Remove this card?"
      description="Visa ending in 4242 will be removed from your wallet."
      confirmLabel="Remove"
      onConfirm={onConfirm}
      role={role}
    />
  );
}

/** A promise the test settles by hand: the request still running. */
function pending() {
  let settle = () => {};
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

describe('ConfirmDialog', () => {
  it('asks in an alert dialog with the focus on Cancel; Cancel closes it without acting', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<RemoveCard onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Remove card' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this card?' });
    expect(dialog).toHaveAccessibleDescription(
      'Visa ending in 4242 will be removed from your wallet.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Remove card' })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    render(<RemoveCard onConfirm={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Remove card' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('calls onConfirm once on a double click, and again once the first has settled', async () => {
    const user = userEvent.setup();
    const request = pending();
    const onConfirm = vi.fn(() => request.promise);
    render(<RemoveCard onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Remove card' }));
    await user.dblClick(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    request.settle();
    await request.promise;
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it("a failed action may be tried again (its error is the caller's to show)", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.reject(new Error('Declined')));
    render(<RemoveCard onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Remove card' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it("as role 'dialog', is a plain modal dialog with the same buttons", async () => {
    const user = userEvent.setup();
    render(<RemoveCard onConfirm={vi.fn()} role="dialog" />);
    await user.click(screen.getByRole('button', { name: 'Remove card' }));
    expect(screen.getByRole('dialog', { name: 'Remove this card?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Remove card' })).toHaveFocus();
  });
});
