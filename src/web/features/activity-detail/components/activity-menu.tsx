import { EllipsisVertical, ListPlus, MessagesSquare, Share2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Activity } from '../../../../shared/schemas/activity';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { AddToListDialog } from './add-to-list-dialog';
import { ShareDialog } from './share-dialog';

/**
 * The activity's menu: 'Share on social media', 'Add to list' and 'View discussions'.
 * Discussions arrive with the comments work; until then the item is listed, disabled and marked
 * 'Coming soon', so the menu already has the spec's shape.
 */
export function ActivityMenu({ activity }: { activity: Pick<Activity, 'id' | 'title'> }) {
  const [sharing, setSharing] = useState(false);
  const [addingToList, setAddingToList] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          ref={trigger}
          aria-label="More actions"
          className="flex size-11 items-center justify-center rounded-full bg-white/95 text-ink shadow-md ring-1 ring-stone-900/5 transition-colors hover:bg-white data-[state=open]:bg-primary-tint"
        >
          <EllipsisVertical aria-hidden className="size-5" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setSharing(true)}>
            <Share2 aria-hidden className="size-4.5 text-muted" />
            Share on social media
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setAddingToList(true)}>
            <ListPlus aria-hidden className="size-4.5 text-muted" />
            Add to list
          </DropdownMenuItem>
          <ComingSoonItem icon={MessagesSquare} label="View discussions" />
        </DropdownMenuContent>
      </DropdownMenu>
      <AddToListDialog
        activity={activity}
        open={addingToList}
        onOpenChange={setAddingToList}
        returnFocusTo={trigger}
      />
      <ShareDialog
        activity={activity}
        open={sharing}
        onOpenChange={setSharing}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      />
    </>
  );
}

function ComingSoonItem({ icon: Icon, label }: { icon: typeof ListPlus; label: string }) {
  return (
    <DropdownMenuItem disabled className="cursor-default">
      <Icon aria-hidden className="size-4.5 text-muted" />
      {label}
      <span className="ml-auto rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-muted">
        Coming soon
      </span>
    </DropdownMenuItem>
  );
}
