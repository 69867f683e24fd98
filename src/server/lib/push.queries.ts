import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { pushSubscriptions } from '../db/schema';

export type PushDevice = { id: number; endpoint: string; p256dh: string; auth: string };

const deviceColumns = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

/** A parent's subscribed devices, or only the one with this id (a retry for that device). */
export function pushDevicesOf(db: Database, userId: string, only?: number): Promise<PushDevice[]> {
  return db
    .select(deviceColumns)
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        only === undefined ? undefined : eq(pushSubscriptions.id, only),
      ),
    )
    .orderBy(pushSubscriptions.id);
}

/**
 * Forgets a subscription its push service says is gone. By id and endpoint both: if the browser
 * subscribed again meanwhile with a new endpoint, that new row is kept.
 */
export async function dropPushDevice(db: Database, device: Pick<PushDevice, 'id' | 'endpoint'>) {
  await db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.id, device.id), eq(pushSubscriptions.endpoint, device.endpoint)),
    );
}
