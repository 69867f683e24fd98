import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { buttonClasses } from '../../../components/ui/button';

/**
 * A modal dialog (focus trapped, Escape and the close button dismiss it) with a title and a
 * description: a sheet at the bottom of a phone, centred from tablets up. Its content mounts
 * anew on every opening, so state inside it starts fresh each time.
 */
export function WalletDialog({
  open,
  onOpenChange,
  title,
  description,
  busy = false,
  onCloseAutoFocus,
  opener,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** While a request runs the dialog stays open. */
  busy?: boolean;
  /** Where the focus goes on closing; preventing the default keeps it off `opener`. */
  onCloseAutoFocus?: (event: Event) => void;
  /**
   * The button that opened it. The dialog is opened by state, not by a Radix trigger, so without
   * this the focus would fall back to the page on closing.
   */
  opener?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            const element = opener?.current;
            if (!element?.isConnected) return;
            event.preventDefault();
            element.focus();
          }}
          className="fixed inset-x-3 bottom-3 z-50 mx-auto max-h-[calc(100dvh-1.5rem)] max-w-md overflow-y-auto rounded-3xl bg-white p-5 shadow-2xl focus:outline-none sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 sm:p-6"
        >
          <div className="flex items-start gap-3">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-xl font-extrabold tracking-tight text-ink">
                {title}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-[15px] text-muted">
                {description}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              disabled={busy}
              className={buttonClasses({
                variant: 'ghost',
                size: 'icon',
                className: '-mt-2 -mr-2',
              })}
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="mt-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
