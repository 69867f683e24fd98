import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog } from './dialog';

function WithTrigger() {
  return (
    <Dialog trigger={<Button>Open</Button>} title="Pick a colour" description="Each kid gets one.">
      <Button>Teal</Button>
    </Dialog>
  );
}

/** Opened by state, as the wallet's dialogs are: the focus must still come back to the opener. */
function OpenedByState({ busy = false }: { busy?: boolean }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={opener} onClick={() => setOpen(true)}>
        Top up
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Top Up Balance"
        busy={busy}
        returnFocusTo={opener}
      >
        <input aria-label="Amount" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    const user = userEvent.setup();
    render(<WithTrigger />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Pick a colour' });
    expect(dialog).toHaveAccessibleDescription('Each kid gets one.');
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes with Escape and gives the focus back to its trigger', async () => {
    const user = userEvent.setup();
    render(<WithTrigger />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('asked to focus later, moves the focus in to its first field or button, past links, hidden and disabled ones', async () => {
    const user = userEvent.setup();
    render(
      <Dialog trigger={<Button>Open</Button>} title="Sign the form" showClose={false} focusLater>
        <a href="/terms">Terms</a>
        <Button disabled>Sent</Button>
        <input type="hidden" name="key" />
        <Button hidden>Hidden</Button>
        <input aria-label="Your name" defaultValue="Sam" />
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your name' });
    await waitFor(() => expect(name).toHaveFocus());
    // Its text is selected, as Radix does, so that typing replaces it.
    expect([name.selectionStart, name.selectionEnd]).toEqual([0, 3]);
  });

  it('marks the page while it is open, as long as Radix keeps the page from taking clicks', async () => {
    // styles.css keeps <body>'s pointer-events under the mark, so opening restyles <body> alone.
    const user = userEvent.setup();
    render(<WithTrigger />);
    const html = document.documentElement;
    expect(html).not.toHaveAttribute('data-modal-open');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(document.body.style.pointerEvents).toBe('none'));
    expect(html).toHaveAttribute('data-modal-open');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.body.style.pointerEvents).toBe(''));
    expect(html).not.toHaveAttribute('data-modal-open');
  });

  it('closes with its X', async () => {
    const user = userEvent.setup();
    render(<WithTrigger />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opened by state, gives the focus back to the opener it is told of', async () => {
    const user = userEvent.setup();
    render(<OpenedByState />);
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    expect(
      screen.getByRole('dialog', { name: 'Top Up Balance' }),
    ).not.toHaveAccessibleDescription();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Top up' })).toHaveFocus();
  });

  it('can keep its title for screen readers only (the search palette)', () => {
    render(
      <Dialog open title="Search activities" titleHidden size="screen">
        <input aria-label="Search" />
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Search activities' })).toBeInTheDocument();
    expect(screen.getByText('Search activities')).toHaveClass('sr-only');
  });

  it('stays open while busy', async () => {
    const user = userEvent.setup();
    render(<OpenedByState busy />);
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });
});
