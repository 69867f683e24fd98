import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

export type NewPushSubscription = {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
};

/**
 * One row per device, named by its endpoint: a browser that subscribes again gets its keys
 * updated; an endpoint last used by another parent (one shared computer) moves to this one.
 */
export async function upsertPushSubscription(db: Database, s: NewPushSubscription) {
  await db
    .insert(pushSubscriptions)
    .values(s)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: s.userId, p256dh: s.p256dh, auth: s.auth, createdAt: sql`now()` },
    });
}

/** Forgets the parent's subscription with this endpoint; another parent's is left alone. */
export async function deletePushSubscription(db: Database, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
