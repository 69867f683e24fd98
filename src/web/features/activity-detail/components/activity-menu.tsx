import { EllipsisVertical, ListPlus, MessagesSquare, Share2 } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import type { Activity } from '../../../../shared/schemas/activity';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { lazyPart, useWantedOnce } from '../../../lib/lazy-part';
import type { Viewer } from '../viewer';

// The menu's dialogs load when the menu opens, not with the page: the list dialog checks with the
// list-name rules and the discussion with the comment rules, most of the shared schemas' code,
// built when their module loads; none of them is needed to show the page.
const AddToList = lazyPart(() =>
  import('./add-to-list-dialog').then((module) => module.AddToListDialog),
);
const Share = lazyPart(() => import('./share-dialog').then((module) => module.ShareDialog));
const Discussion = lazyPart(() =>
  import('./activity-discussion').then((module) => module.ActivityDiscussion),
);
const preloadDialogs = () => Promise.all([AddToList, Share, Discussion].map((d) => d.preload()));

export type ActivityMenuProps = { activity: Pick<Activity, 'id' | 'title'>; viewer: Viewer };

/** The activity's menu: 'Share on social media', 'Add to list' and 'View discussions'. */
export function ActivityMenu({ activity, viewer }: ActivityMenuProps) {
  const [sharing, setSharing] = useState(false);
  const [discussing, setDiscussing] = useState(false);
  const [addingToList, setAddingToList] = useState(false);
  const sharingWanted = useWantedOnce(sharing);
  const discussingWanted = useWantedOnce(discussing);
  const addingWanted = useWantedOnce(addingToList);
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <>
      <DropdownMenu onOpenChange={(open) => open && void preloadDialogs()}>
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
          <DropdownMenuItem onSelect={() => setDiscussing(true)}>
            <MessagesSquare aria-hidden className="size-4.5 text-muted" />
            View discussions
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Suspense fallback={null}>
        {addingWanted && (
          <AddToList.Component
            activity={activity}
            open={addingToList}
            onOpenChange={setAddingToList}
            returnFocusTo={trigger}
          />
        )}
        {sharingWanted && (
          <Share.Component
            activity={activity}
            open={sharing}
            onOpenChange={setSharing}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              trigger.current?.focus();
            }}
          />
        )}
        {discussingWanted && (
          <Discussion.Component
            activity={activity}
            viewer={viewer}
            open={discussing}
            onOpenChange={setDiscussing}
            returnFocusTo={trigger}
          />
        )}
      </Suspense>
    </>
  );
}
