import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { networkEvents } from '../db/schema';

/**
 * The channel every instance LISTENs on; a notification carries a parent's id and an event id, or
 * a parent's id and an ended session's id (`s`, from the sessions table's trigger, migration 0016,
 * which names the channel too).
 */
export const REALTIME_CHANNEL = 'kidventure_events';

export type RealtimeEventInput = { userId: string; type: string; payload: Record<string, unknown> };

/**
 * Records events for parents' open streams and announces them, inside the caller's transaction:
 * pg_notify is delivered only when the transaction commits, so nothing uncommitted is announced.
 * A per-parent advisory lock (in parent order, so two writers cannot deadlock) makes each parent's
 * events commit in id order: a stream that has sent id N never later finds a smaller id.
 */
export async function recordEvents(tx: Database, events: RealtimeEventInput[]) {
  if (events.length === 0) return;
  const lockKeys = [...new Set(events.map((e) => e.userId))]
    .sort()
    .map((parent) => `network-events:${parent}`);
  // One statement takes the locks, one after another in the array's order.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(key)) from unnest(${sql.param(lockKeys)}::text[]) as key`,
  );
  // One more stores the events and announces each, '{"u": parent id, "id": event id}', at commit.
  const stored = tx
    .$with('stored')
    .as(
      tx
        .insert(networkEvents)
        .values(events)
        .returning({ id: networkEvents.id, userId: networkEvents.userId }),
    );
  await tx
    .with(stored)
    .select({
      announced: sql`pg_notify(${REALTIME_CHANNEL}, json_build_object('u', ${stored.userId}, 'id', ${stored.id})::text)`,
    })
    .from(stored);
}

/** One event as a stream sends it. */
export type LiveEvent = { id: number; type: string; payload: unknown };

/** The announced events still stored, oldest first, with their parent (one query for a burst). */
export async function eventsByIds(
  db: Database,
  ids: number[],
): Promise<(LiveEvent & { userId: string })[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: networkEvents.id,
      userId: networkEvents.userId,
      type: networkEvents.type,
      payload: networkEvents.payload,
    })
    .from(networkEvents)
    .where(inArray(networkEvents.id, ids))
    .orderBy(asc(networkEvents.id));
}

/** The parent's events after `afterId`, oldest first. */
export async function eventsAfter(
  db: Database,
  userId: string,
  afterId: number,
  limit: number,
): Promise<LiveEvent[]> {
  return db
    .select({ id: networkEvents.id, type: networkEvents.type, payload: networkEvents.payload })
    .from(networkEvents)
    .where(and(eq(networkEvents.userId, userId), gt(networkEvents.id, afterId)))
    .orderBy(asc(networkEvents.id))
    .limit(limit);
}

/** The id of the parent's newest event, 0 when there is none: where a fresh stream starts. */
export async function newestEventId(db: Database, userId: string) {
  const [row] = await db
    .select({ id: networkEvents.id })
    .from(networkEvents)
    .where(eq(networkEvents.userId, userId))
    .orderBy(desc(networkEvents.id))
    .limit(1);
  return row?.id ?? 0;
}

/** How long events are kept for reconnecting streams. */
export const EVENT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Events older than this are past any reconnect worth replaying. */
export async function deleteEventsBefore(db: Database, before: Date) {
  await db.delete(networkEvents).where(lt(networkEvents.createdAt, before));
}
