import { and, asc, desc, eq, gt, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client';
import { networkEvents } from '../db/schema';

/**
 * The channel every instance LISTENs on; a notification carries a parent's id and an event id
 * (with the event's type and payload when they fit, see recordEventsWith), or a parent's id and an
 * ended session's id (`s`, from the sessions table's trigger, migration 0016, which names the
 * channel too).
 */
export const REALTIME_CHANNEL = 'kidventure_events';

/**
 * PostgreSQL refuses a notification payload of 8000 bytes or more: an event larger than this is
 * announced by its id alone, and read from the table by every instance that delivers it.
 */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7999;

export type RealtimeEventInput = { userId: string; type: string; payload: Record<string, unknown> };

/** The key of the advisory lock that orders one parent's events (see recordEvents), as SQL. */
export const eventLockKey = (userId: SQLWrapper | string) =>
  sql`'network-events:' || ${userId}::text`;

/**
 * Three WITH queries that record events and announce them, for a statement that may also do other
 * writes: `locked` takes the parents' advisory locks (`lockKeys`, a text[] of eventLockKey's,
 * in one order for every writer), `stored` then stores `events` (a query of user_id, type, payload and ord, stored in ord
 * order) and `announced` announces each,
 * '{"u": parent id, "id": event id, "t": type, "p": payload}' so that no instance reads it back,
 * or '{"u": parent id, "id": event id}' when that is too long for a notification
 * (NOTIFY_PAYLOAD_MAX_BYTES). Stored ids are drawn
 * only once every lock is held, and the locks are held until commit, when pg_notify is delivered:
 * each parent's events commit in id order, and nothing uncommitted is announced. The statement
 * must read `announced` (a WITH query that is not read is not run).
 */
export function recordEventsWith(lockKeys: SQL, events: SQL) {
  const e = networkEvents;
  return {
    // Bytewise order ("C"), the same for every writer whatever the database's collation; a key
    // given twice is locked once.
    locked: sql`select count(pg_advisory_xact_lock(hashtext(keys.key))) as n
      from (select distinct key collate "C" as key from unnest(${lockKeys}::text[]) as k(key)
        order by 1) keys`,
    stored: sql`insert into ${e} (${sql.identifier(e.userId.name)}, ${sql.identifier(e.type.name)}, ${sql.identifier(e.payload.name)})
      select ev.user_id, ev.type, ev.payload from locked, (${events}) ev order by ev.ord
      returning ${e.id} as id, ${e.userId} as user_id, ${e.type} as type, ${e.payload} as payload`,
    announced: sql`select pg_notify(${REALTIME_CHANNEL}, case
        when octet_length(n.full) <= ${sql.raw(String(NOTIFY_PAYLOAD_MAX_BYTES))} then n.full
        else json_build_object('u', user_id, 'id', id)::text end)
      from stored, lateral (
        select json_build_object('u', user_id, 'id', id, 't', type, 'p', payload)::text as full
      ) n`,
  };
}

/**
 * Records events for parents' open streams and announces them, inside the caller's transaction,
 * in one statement (recordEventsWith): a per-parent advisory lock (in parent order, so two writers
 * cannot deadlock) makes each parent's events commit in id order, so a stream that has sent id N
 * never later finds a smaller id; pg_notify is delivered only when the transaction commits.
 */
export async function recordEvents(tx: Database, events: RealtimeEventInput[]) {
  if (events.length === 0) return;
  const lockKeys = sql.join(
    events.map((e) => eventLockKey(e.userId)),
    sql`, `,
  );
  const rows = JSON.stringify(
    events.map(({ userId, type, payload }) => ({ userId, type, payload })),
  );
  const { locked, stored, announced } = recordEventsWith(
    sql`array[${lockKeys}]`,
    sql`select r.event->>'userId' as user_id, r.event->>'type' as type, r.event->'payload' as payload, r.ord
      from jsonb_array_elements(${rows}::jsonb) with ordinality as r(event, ord)`,
  );
  await tx.execute(sql`with locked as (${locked}), stored as (${stored}), announced as (${announced})
    select count(*) from announced`);
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
