import { UNNAMED_PARENT } from '../../../shared/network-rules';
import { previewOf } from '../../../shared/notifications';
import type { Database } from '../../db/client';
import type { ClaimedJob } from '../../lib/jobs';
import { notify } from '../../lib/notify';
import { unreadMessagesFor } from './message-email.queries';

/**
 * Runs two minutes after a message arrived (lib/message-email.ts), or later when this
 * conversation was mailed about less than 15 minutes before. If the receiver still has unread
 * messages in it, they were away: the notification tells them (the bell, and e-mail and push as
 * their settings and quiet hours allow). Read meanwhile: nothing. Keyed by the job's due time,
 * so a second run of the same job tells nothing new.
 */
export function messageEmailJob(now: () => Date = () => new Date()) {
  return async (job: ClaimedJob, db: Database) => {
    const { receiverId, conversationId } = job.payload as {
      receiverId: string;
      conversationId: string;
    };
    const unread = await unreadMessagesFor(db, receiverId, conversationId);
    if (!unread || unread.total === 0) return;
    const at = now();
    // First names only, as the parent directory shows them (and 'Parent' without one).
    const sender = unread.senderFirstName?.trim() || UNNAMED_PARENT;
    const n = unread.total;
    await db.transaction((tx) =>
      notify(
        tx,
        [
          {
            userId: receiverId,
            kind: 'message',
            title: `${sender} sent you ${n === 1 ? 'a message' : `${n} messages`}`,
            body: previewOf(unread.body),
            link: `/messages?chat=${conversationId}`,
            key: `message:${conversationId}:${job.runAt.getTime()}`,
            data: { conversationId, unread: n, notifiedAt: at.toISOString() },
          },
        ],
        { now: at },
      ),
    );
  };
}
