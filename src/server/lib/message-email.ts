import { MESSAGE_EMAIL_EVERY_MINUTES } from '../../shared/notifications';
import type { Database } from '../db/client';
import { enqueueJobs } from './jobs';
import { lastMessageNotifiedAt } from './message-email.queries';

export const MESSAGE_EMAIL_JOB = 'message-email';

/**
 * A parent is "away" from a conversation when a message in it is still unread two minutes after
 * it arrived: the job waits that long, and sends nothing if they read it meanwhile.
 */
export const AWAY_AFTER_MS = 2 * 60_000;
const EVERY_MS = MESSAGE_EMAIL_EVERY_MINUTES * 60_000;

/**
 * A message just arrived for `receiverId`: the job that may tell them of it, by e-mail and push,
 * if they stay away. One job waits per receiver and conversation, so a burst of messages adds one
 * job, and it runs no sooner than 15 minutes after the last time they were told of this
 * conversation: at most one e-mail per conversation per 15 minutes, never one per message.
 */
export async function scheduleMessageEmail(
  tx: Database,
  { receiverId, conversationId, now }: { receiverId: string; conversationId: string; now: Date },
) {
  const last = await lastMessageNotifiedAt(tx, receiverId, conversationId);
  const runAt = Math.max(now.getTime() + AWAY_AFTER_MS, last ? last.getTime() + EVERY_MS : 0);
  await enqueueJobs(tx, [
    {
      kind: MESSAGE_EMAIL_JOB,
      runAt: new Date(runAt),
      payload: { receiverId, conversationId },
      key: `${MESSAGE_EMAIL_JOB}:${receiverId}:${conversationId}`,
    },
  ]);
}
