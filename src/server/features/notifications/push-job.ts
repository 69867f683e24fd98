import type { ClaimedJob, JobHandler } from '../../lib/jobs';
import { enqueueJobs, retryDelayMs } from '../../lib/jobs';
import { deliveryJobKind } from '../../lib/notify';
import type { PushSender } from '../../lib/push';
import { notificationForDelivery } from './notifications.queries';

/** The device a retry is for; absent on the first run, which is for all the parent's devices. */
const deviceOf = (job: ClaimedJob) => {
  const id = job.payload.deviceId;
  return typeof id === 'number' ? id : undefined;
};

/**
 * Pushes a notification to the parent's devices. The first run sends to every device at once; a
 * device that failed gets its own job, retried with the runner's backoff, so the devices that
 * already have it are not sent it again. A retry that fails again throws, and the runner tries it
 * later. (Should an instance die between sending and finishing, the job runs again and a device
 * may receive it twice: the service worker shows both under the same tag, so the parent sees one.)
 */
export function pushJob(push: PushSender | undefined, now: () => Date): JobHandler {
  return async (job, db) => {
    const n = await notificationForDelivery(db, Number(job.payload.notificationId));
    // Gone with its parent's account, or push not set up on this server: nothing to send.
    if (!n || !push) return;
    const deviceId = deviceOf(job);
    const { failed } = await push.send(db, n, deviceId);
    if (failed.length === 0) return;
    if (deviceId !== undefined) throw new Error(failed.map((f) => f.error).join('; '));
    const runAt = new Date(now().getTime() + retryDelayMs(1));
    await enqueueJobs(
      db,
      failed.map((f) => ({
        kind: deliveryJobKind('push'),
        runAt,
        payload: { notificationId: n.id, deviceId: f.deviceId },
        key: `push:${n.id}:${f.deviceId}`,
      })),
    );
  };
}
