import type { DiscussionSubject } from '../../api/comments/keys';
import { Dialog, type DialogProps } from '../ui/dialog';
import { Discussion, type DiscussionViewer } from './discussion';

/** 'View discussions': the discussion in a sheet (phone) or a centred dialog (larger screens). */
export function DiscussionDialog({
  subject,
  about,
  viewer,
  signInPath,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  subject: DiscussionSubject;
  /** What it is about, read with the title: the activity's name. */
  about: string;
  viewer: DiscussionViewer;
  signInPath: string;
} & Pick<DialogProps, 'open' | 'onOpenChange' | 'onCloseAutoFocus'>) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Discussions"
      description={about}
    >
      <div className="mt-4">
        <Discussion subject={subject} viewer={viewer} signInPath={signInPath} />
      </div>
    </Dialog>
  );
}
