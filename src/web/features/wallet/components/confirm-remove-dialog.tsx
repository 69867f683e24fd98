import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';

/**
 * The spec's removal question in a modal alert dialog (role alertdialog, Escape cancels). It
 * stays open while the removal runs; the caller closes it when done.
 */
export function ConfirmRemoveDialog({
  open,
  onOpenChange,
  description,
  busy,
  onConfirm,
  onCloseAutoFocus,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  description: string;
  busy: boolean;
  onConfirm: () => void;
  /** Where the focus goes on closing, when not back to the trigger. */
  onCloseAutoFocus?: (event: Event) => void;
  /** The button that opens it; the focus goes back to it on Cancel. */
  trigger: ReactNode;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-md rounded-3xl bg-white p-6 shadow-2xl focus:outline-none sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2"
        >
          <AlertDialog.Title className="text-lg font-bold text-ink">
            Are you sure you want to remove this payment method?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel disabled={busy} className={buttonClasses({ variant: 'secondary' })}>
              Cancel
            </AlertDialog.Cancel>
            <Button variant="danger" busy={busy} onClick={onConfirm}>
              Remove
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
