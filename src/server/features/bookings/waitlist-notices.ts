import { formatNames, formatShortDate, formatTime } from '../../../shared/display-format';
import { localIsoDate } from '../../../shared/iso-date';
import { bookingSpanLabel } from '../../../shared/booking-dates';
import type { Database } from '../../db/client';
import { notify } from '../../lib/notify';
import { recordEvents } from '../../lib/realtime.queries';

type Offer = {
  bookingId: string;
  userId: string;
  activity: { id: number; title: string };
  kidNames: string[];
  sessions: { id: number; date: string; startTime: string }[];
  heldUntil: Date;
};

/** "9:30 PM on Sat, Jan 10": when the claim window closes, in the catalogue's time. */
function closes(at: Date) {
  const hhmm = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  return `${formatTime(hhmm)} on ${formatShortDate(localIsoDate(at))}`;
}

/**
 * An offer just made, in its transaction: the family is told in the app, by e-mail and by push
 * (decision 060). `failed` says a 'Book it for me' payment did not go through.
 */
export async function noticeOffered(
  tx: Database,
  offer: Offer,
  now: Date,
  { failed = false }: { failed?: boolean } = {},
) {
  const who = formatNames(offer.kidNames);
  const when = bookingSpanLabel(offer.sessions);
  await notify(
    tx,
    [
      {
        userId: offer.userId,
        kind: 'waitlist',
        title: failed
          ? `We couldn't book ${offer.activity.title} for you`
          : `A place is yours: ${offer.activity.title}`,
        body: `${who} · ${when} · ${failed ? 'Your payment did not go through. ' : ''}Claim it by ${closes(offer.heldUntil)}`,
        link: `/activities/${offer.activity.id}`,
        key: `waitlist:${failed ? 'failed' : 'offer'}:${offer.bookingId}`,
        data: { bookingId: offer.bookingId, activityId: offer.activity.id },
      },
    ],
    { now },
  );
}

/** The families still in the activity's line: their places may have moved. */
export async function noticeLineMoved(tx: Database, activityId: number, userIds: string[]) {
  await recordEvents(
    tx,
    userIds.map((userId) => ({ userId, type: 'waitlist', payload: { activityId } })),
  );
}
