import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, type ReactNode, type RefObject } from 'react';
import { cn } from '../../lib/cn';
import { focusAfterPaint } from '../../lib/focus-after-paint';
import { usePortalContainer } from '../../lib/portal-container';
import { buttonClasses } from './button';

/** One look for every modal: the dimmed page behind, the panel, its title and description. */
export const dialogClasses = {
  overlay: 'fixed inset-0 z-50 bg-stone-900/50 backdrop-blur-[2px]',
  /** A sheet at the bottom of a phone, centred from tablets up. */
  sheet:
    'fixed inset-x-3 bottom-3 z-50 mx-auto max-h-[calc(100dvh-1.5rem)] max-w-md overflow-y-auto rounded-3xl bg-white p-5 shadow-2xl focus:outline-none ' +
    'sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 sm:p-6',
  /** The whole screen of a phone, a panel near the top from tablets up (the search palette). */
  screen:
    'fixed inset-0 z-50 flex flex-col bg-white focus:outline-none ' +
    'sm:inset-x-4 sm:top-[10vh] sm:bottom-auto sm:mx-auto sm:max-w-xl sm:overflow-hidden sm:rounded-3xl sm:shadow-2xl',
  title: 'text-xl font-extrabold tracking-tight text-ink',
  description: 'mt-1 text-[15px] text-muted',
  /** Cancel first (it has the focus), the action last: on top on a phone, on the right above. */
  actions: 'mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end',
};

export type DialogProps = {
  /** Left out for a dialog that opens from its `trigger` alone. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it; the focus goes back to it on closing. */
  trigger?: ReactNode;
  /** The accessible name, shown as the heading unless `titleHidden`. */
  title: string;
  titleHidden?: boolean;
  /** Read out with the title; left out when the content speaks for itself. */
  description?: ReactNode;
  /** A badge before the title. */
  icon?: ReactNode;
  size?: 'sheet' | 'screen';
  /** The X in the corner (sheets only). */
  showClose?: boolean;
  /** While a request runs the dialog stays open and its X is disabled. */
  busy?: boolean;
  /**
   * The element that opened a dialog opened by state rather than by `trigger`: without it the
   * focus would fall back to the page on closing.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Where the focus goes on closing; preventing the default keeps it off `returnFocusTo`. */
  onCloseAutoFocus?: (event: Event) => void;
  /**
   * Moves the focus in on the next frame rather than in the commit that opens the dialog
   * (`focusAfterPaint`), for a dialog that opens by itself while the page is still starting: the
   * layout that focusing forces is then the frame's own, not part of that task.
   */
  focusLater?: boolean;
  children: ReactNode;
};

/**
 * Radix's modal dialog in the app's look: focus trapped inside, Escape, the overlay and the X
 * close it, the focus goes back where it came from. Its content mounts anew on every opening, so
 * state inside it starts fresh each time.
 */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  titleHidden = false,
  description,
  icon,
  size = 'sheet',
  showClose = true,
  busy = false,
  returnFocusTo,
  onCloseAutoFocus,
  focusLater = false,
  children,
}: DialogProps) {
  const heading = (
    <>
      <DialogPrimitive.Title className={titleHidden ? 'sr-only' : dialogClasses.title}>
        {title}
      </DialogPrimitive.Title>
      {description !== undefined && (
        <DialogPrimitive.Description asChild>
          <div className={dialogClasses.description}>{description}</div>
        </DialogPrimitive.Description>
      )}
    </>
  );
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !busy && onOpenChange?.(next)}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal container={usePortalContainer()}>
        <DialogPrimitive.Overlay className={dialogClasses.overlay} />
        <DialogPrimitive.Content
          // Without a description Radix would warn; undefined says there is none on purpose.
          {...(description === undefined && { 'aria-describedby': undefined })}
          {...(focusLater && { onOpenAutoFocus: focusAfterPaint })}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            const element = returnFocusTo?.current;
            if (!element?.isConnected) return;
            event.preventDefault();
            element.focus();
          }}
          className={dialogClasses[size]}
        >
          <PageStyleKept />
          {size === 'screen' || titleHidden ? (
            heading
          ) : (
            <div className="flex items-start gap-3">
              {icon}
              <div className="min-w-0 flex-1">{heading}</div>
              {showClose && (
                <DialogPrimitive.Close
                  aria-label="Close"
                  disabled={busy}
                  className={buttonClasses({
                    variant: 'ghost',
                    size: 'icon',
                    className: '-mt-2 -mr-2',
                  })}
                >
                  <X aria-hidden className="size-5" />
                </DialogPrimitive.Close>
              )}
            </div>
          )}
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

let openDialogs = 0;

/**
 * Marks the page while a dialog is open (<html data-modal-open>), so that the `pointer-events: none`
 * Radix puts on <body> does not restyle the whole page (styles.css). Its effects run on either side
 * of Radix's: a child's effects run first as the dialog mounts, and a removed parent's clean-up
 * runs before its children's, so <body> never has Radix's value without this mark.
 */
function PageStyleKept() {
  useEffect(() => {
    openDialogs += 1;
    document.documentElement.dataset.modalOpen = '';
    return () => {
      openDialogs -= 1;
      if (openDialogs === 0) delete document.documentElement.dataset.modalOpen;
    };
  }, []);
  return null;
}

/** Closes the dialog it is in; wraps a button with `asChild`. */
export const DialogClose = DialogPrimitive.Close;

/** The X that closes a dialog, for content that places it itself (the search palette). */
export function DialogCloseButton({ className }: { className?: string }) {
  return (
    <DialogPrimitive.Close
      aria-label="Close"
      className={buttonClasses({ variant: 'ghost', size: 'icon', className })}
    >
      <X aria-hidden className="size-5" />
    </DialogPrimitive.Close>
  );
}

/** A badge before a dialog's title. */
export function DialogIcon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-hover',
        className,
      )}
    >
      {children}
    </span>
  );
}
