import type { RefObject } from 'react';
import { useLocation } from 'react-router';
import type { Activity } from '../../../../shared/schemas/activity';
import { DiscussionDialog } from '../../../components/discussion/discussion-dialog';
import { authPathFor } from '../../../lib/safe-redirect';
import type { Viewer } from '../viewer';

/** 'View discussions' from the activity's menu: its comments, in a dialog. */
export function ActivityDiscussion({
  activity,
  viewer,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  activity: Pick<Activity, 'id' | 'title'>;
  viewer: Viewer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu's button: the focus goes back to it on closing. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { pathname } = useLocation();
  return (
    <DiscussionDialog
      subject={{ kind: 'activity', activityId: activity.id }}
      about={activity.title}
      viewer={viewer}
      signInPath={authPathFor(pathname)}
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusTo.current?.focus();
      }}
    />
  );
}
