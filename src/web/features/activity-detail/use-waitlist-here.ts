import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { NO_KIDS_SELECTED } from '../../../shared/booking-rules';
import { bookingAmounts } from '../../../shared/sibling-discount';
import { WAITLIST_LEFT } from '../../../shared/waitlist';
import type { ActivityDetail } from '../../../shared/schemas/activity';
import { useLeaveWaitlist, useWaitlist } from '../../api/bookings/waitlist';
import { errorMessage } from '../../lib/api-client';
import { selectOffer } from '../../lib/booking-selection';
import { notify } from '../../lib/notify';
import type { WaitlistRequest } from './components/join-waitlist-dialog';
import type { Viewer } from './viewer';
import { waitlistEntryHere } from './waitlist-here';

/**
 * The activity page's waitlist (decision 060): the family's entry for the option shown, and
 * joining, claiming an offer and leaving.
 */
export function useWaitlistHere({
  activity,
  viewer,
  sessionIds,
  kids,
  priceCents,
}: {
  activity: ActivityDetail;
  viewer: Viewer;
  /** The program's dates picked; null on a one-session activity. */
  sessionIds: number[] | null;
  /** The children chosen on the page. */
  kids: { id: string; name: string }[];
  priceCents: number;
}) {
  const navigate = useNavigate();
  const waitlist = useWaitlist();
  const leave = useLeaveWaitlist();
  const [request, setRequest] = useState<WaitlistRequest | null>(null);
  // 'Join Waitlist', where the focus goes back when the dialog closes.
  const opener = useRef<HTMLElement | null>(null);
  const entry =
    viewer === 'signed-in'
      ? waitlistEntryHere(waitlist.data?.items, activity.id, sessionIds)
      : undefined;

  const join = () => {
    if (kids.length === 0) {
      notify.error(NO_KIDS_SELECTED.title, NO_KIDS_SELECTED.description);
      return;
    }
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const discount = activity.provider.siblingDiscountPercent;
    setRequest({
      activityId: activity.id,
      title: activity.title,
      ...(sessionIds ? { sessionIds } : {}),
      kids,
      totalCents: bookingAmounts(priceCents, kids.length, discount).totalCents,
    });
  };

  const claim = () => {
    if (!entry) return;
    selectOffer(entry);
    navigate('/booking');
  };

  const leaveLine = () =>
    entry
      ? leave.mutateAsync(entry.id, {
          onSuccess: () => notify.success(WAITLIST_LEFT),
          onError: (err) =>
            notify.error("We couldn't take you off the waitlist", errorMessage(err)),
        })
      : Promise.resolve();

  return {
    entry,
    join,
    claim,
    leave: leaveLine,
    leaving: leave.isPending,
    request,
    opener,
    closeRequest: () => setRequest(null),
  };
}
