import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { usePortalContainer } from '../../lib/portal-container';
import { useSubmitOnce } from '../../lib/use-submit-once';
import { Button, buttonClasses } from './button';
import { Dialog, DialogClose, dialogClasses } from './dialog';

type Variant = 'primary' | 'secondary' | 'danger';

export type ConfirmDialogProps = {
  /** Left out for a dialog that opens from its `trigger` alone. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it; the focus goes back to it on Cancel. */
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  confirmVariant?: Variant;
  cancelVariant?: Variant;
  /** While the action runs the dialog stays open; the caller closes it when done. */
  busy?: boolean;
  /**
   * The action. Return its promise (a mutation's `mutateAsync`) so that a double click runs it
   * once: a second press waits until it settles. A rejection is the caller's to show.
   */
  onConfirm?: () => unknown;
  /** Where the focus goes on closing, when not back to the trigger. */
  onCloseAutoFocus?: (event: Event) => void;
  /** More to read or fill in before the buttons (a typed confirmation). */
  children?: ReactNode;
  confirmDisabled?: boolean;
  /** The id of a form in `children`: the action button submits it instead of calling onConfirm. */
  form?: string;
  /**
   * 'alertdialog' (the default) for a question about an action that cannot be taken back: only
   * Cancel or Escape dismisses it. 'dialog' for a milder question the overlay may dismiss.
   */
  role?: 'alertdialog' | 'dialog';
};

/**
 * Every 'Are you sure?' of the app: a title, what happens, Cancel (which has the focus) and the
 * action.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  confirmVariant = 'danger',
  cancelVariant = 'secondary',
  busy = false,
  onConfirm,
  onCloseAutoFocus,
  children,
  confirmDisabled = false,
  form,
  role = 'alertdialog',
}: ConfirmDialogProps) {
  const once = useSubmitOnce();
  const container = usePortalContainer();
  const actions = (cancel: ReactNode) => (
    <>
      {children}
      <div className={dialogClasses.actions}>
        {cancel}
        <Button
          variant={confirmVariant}
          busy={busy}
          disabled={confirmDisabled}
          {...(form
            ? { type: 'submit', form }
            : { onClick: () => onConfirm && once.run(onConfirm) })}
        >
          {confirmLabel}
        </Button>
      </div>
    </>
  );
  const cancelClasses = buttonClasses({ variant: cancelVariant });

  if (role === 'dialog') {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        trigger={trigger}
        title={title}
        description={description}
        showClose={false}
        busy={busy}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {actions(
          <DialogClose disabled={busy} className={cancelClasses}>
            {cancelLabel}
          </DialogClose>,
        )}
      </Dialog>
    );
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange?.(next)}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal container={container}>
        <AlertDialog.Overlay className={dialogClasses.overlay} />
        <AlertDialog.Content onCloseAutoFocus={onCloseAutoFocus} className={dialogClasses.sheet}>
          <AlertDialog.Title className={dialogClasses.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className={dialogClasses.description}>{description}</div>
          </AlertDialog.Description>
          {actions(
            <AlertDialog.Cancel disabled={busy} className={cancelClasses}>
              {cancelLabel}
            </AlertDialog.Cancel>,
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
