import { useState } from 'react';
import { useNavigate } from 'react-router';
import { bookingAmounts } from '../../../shared/sibling-discount';
import { NO_KIDS_SELECTED } from '../../../shared/booking-rules';
import type { ActivityDetail } from '../../../shared/schemas/activity';
import { useLineActions, useRegistration } from '../../api/bookings/registration';
import { errorMessage } from '../../lib/api-client';
import { selectHeld } from '../../lib/booking-selection';
import { notify } from '../../lib/notify';
import { showsLine } from './line-here';
import { lineOutcome, lineWords } from './line-words';
import { useReached } from './use-opening';
import type { Viewer } from './viewer';

/**
 * The activity page's registration line (decision 062): whether it shows, the family's state in
 * it, and joining with the kids and dates chosen on the page, leaving, and paying once let in.
 */
export function useLineHere({
  activity,
  viewer,
  kidIds,
  sessionIds,
  priceCents,
}: {
  activity: ActivityDetail;
  viewer: Viewer;
  kidIds: string[];
  /** The program's dates picked; null on a one-session activity. */
  sessionIds: number[] | null;
  /** The chosen option's price per child. */
  priceCents: number;
}) {
  const navigate = useNavigate();
  const enabled = viewer === 'signed-in' && activity.registration !== null;
  const registration = useRegistration(activity.id, enabled);
  const { join, leave } = useLineActions(activity.id);
  const state = registration.data;
  const lineOpen = useReached(state?.line?.opensAt ?? null);
  const opened = useReached(activity.registration?.at ?? null);
  const shown = enabled && showsLine(state, { lineOpen, opened });
  const words = activity.registration && lineWords(activity.registration);
  const [autoBookOpen, setAutoBookOpen] = useState(false);
  const entry = state?.entry ?? null;
  const totalCents = bookingAmounts(
    priceCents,
    entry?.kidIds.length ?? 1,
    activity.provider.siblingDiscountPercent,
  ).totalCents;

  const joinLine = () => {
    if (kidIds.length === 0) {
      notify.error(NO_KIDS_SELECTED.title, NO_KIDS_SELECTED.description);
      return;
    }
    join.mutate(
      { kidIds, ...(sessionIds ? { sessionIds } : {}) },
      {
        onSuccess: () => notify.success(words?.joined ?? ''),
        onError: (err) => notify.error(words?.joinFailed ?? '', errorMessage(err)),
      },
    );
  };
  const leaveLine = () =>
    leave.mutate(undefined, {
      onSuccess: () => notify.success(words?.left ?? ''),
      onError: (err) => notify.error(words?.leaveFailed ?? '', errorMessage(err)),
    });
  const pay = () => {
    const entry = state?.entry;
    if (!entry) return;
    selectHeld(activity.id, entry);
    navigate('/booking');
  };
  return {
    shown,
    state,
    opened,
    join: joinLine,
    joining: join.isPending,
    leave: leaveLine,
    leaving: leave.isPending,
    pay,
    /** 'Book it for me' (decision 063): the entry it is chosen for, while its dialog is open. */
    autoBookEntry: autoBookOpen && entry?.state === 'waiting' ? entry : null,
    totalCents,
    /** Why the family's turn ended unbooked (timed out, refused), for the page's usual bar. */
    outcome: activity.registration ? lineOutcome(entry, activity.registration) : null,
    openAutoBook: () => setAutoBookOpen(true),
    closeAutoBook: () => setAutoBookOpen(false),
  };
}
