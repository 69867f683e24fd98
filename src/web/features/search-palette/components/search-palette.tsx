import { Dialog, DialogCloseButton } from '../../../components/ui/dialog';
import { PaletteSearch } from './palette-search';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The search palette: a modal dialog over the whole screen (full screen on a phone, a panel
 * on wider screens). Its content unmounts when closed, so each opening starts blank.
 */
export default function SearchPalette({ open, onOpenChange }: Props) {
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Search activities"
      titleHidden
      size="screen"
    >
      <PaletteSearch onDone={close} closeButton={<DialogCloseButton />} />
    </Dialog>
  );
}
