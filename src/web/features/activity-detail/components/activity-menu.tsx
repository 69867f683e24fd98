import { EllipsisVertical, ListPlus, MessagesSquare, Share2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
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

// The list dialog (and the list-name rules it checks with) loads when the menu opens, not with
// the page: those rules are most of the shared schemas' code, built when their module loads.
const loadAddToListDialog = () => import('./add-to-list-dialog');
const AddToListDialog = lazy(() =>
  loadAddToListDialog().then((module) => ({ default: module.AddToListDialog })),
);

/** The activity's menu: 'Share on social media', 'Add to list' and 'View discussions'. */
export function ActivityMenu({
  activity,
  viewer,
}: {
  activity: Pick<Activity, 'id' | 'title'>;
  viewer: Viewer;
}) {
  const [sharing, setSharing] = useState(false);
  const [discussing, setDiscussing] = useState(false);
  const [addingToList, setAddingToList] = useState(false);
  const [listDialogWanted, setListDialogWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <>
      <DropdownMenu onOpenChange={(open) => open && void loadAddToListDialog()}>
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
          <DropdownMenuItem
            onSelect={() => {
              setListDialogWanted(true);
              setAddingToList(true);
            }}
          >
            <ListPlus aria-hidden className="size-4.5 text-muted" />
            Add to list
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDiscussing(true)}>
            <MessagesSquare aria-hidden className="size-4.5 text-muted" />
            View discussions
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {listDialogWanted && (
        <Suspense fallback={null}>
          <AddToListDialog
            activity={activity}
            open={addingToList}
            onOpenChange={setAddingToList}
            returnFocusTo={trigger}
          />
        </Suspense>
      )}
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
