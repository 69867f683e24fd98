import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { buttonClasses } from '../../../components/ui/button';
import { PaletteSearch } from './palette-search';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The search palette: a modal dialog over the whole screen (full screen on a phone, a panel
 * on wider screens). Its content unmounts when closed, so each opening starts blank.
 */
export default function SearchPalette({ open, onOpenChange }: Props) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-white focus:outline-none sm:inset-x-4 sm:top-[10vh] sm:bottom-auto sm:mx-auto sm:max-w-xl sm:overflow-hidden sm:rounded-3xl sm:shadow-2xl"
        >
          <Dialog.Title className="sr-only">Search activities</Dialog.Title>
          <PaletteSearch
            onDone={close}
            closeButton={
              <Dialog.Close
                aria-label="Close"
                className={buttonClasses({ variant: 'ghost', size: 'icon' })}
              >
                <X aria-hidden className="size-5" />
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
