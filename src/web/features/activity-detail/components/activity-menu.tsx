import { EllipsisVertical, ListPlus, MessagesSquare, Share2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Activity } from '../../../../shared/schemas/activity';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import type { Viewer } from '../viewer';
import { ActivityDiscussion } from './activity-discussion';
import { ShareDialog } from './share-dialog';

/**
 * The activity's menu: 'Share on social media', 'Add to list' and 'View discussions'. Lists
 * arrive with the collections work; until then 'Add to list' is listed, disabled and marked
 * 'Coming soon', so the menu already has the spec's shape.
 */
export function ActivityMenu({
  activity,
  viewer,
}: {
  activity: Pick<Activity, 'id' | 'title'>;
  viewer: Viewer;
}) {
  const [sharing, setSharing] = useState(false);
  const [discussing, setDiscussing] = useState(false);
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
          <ComingSoonItem icon={ListPlus} label="Add to list" />
          <DropdownMenuItem onSelect={() => setDiscussing(true)}>
            <MessagesSquare aria-hidden className="size-4.5 text-muted" />
            View discussions
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ShareDialog
        activity={activity}
        open={sharing}
        onOpenChange={setSharing}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      />
      <ActivityDiscussion
        activity={activity}
        viewer={viewer}
        open={discussing}
        onOpenChange={setDiscussing}
        returnFocusTo={trigger}
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
