import type { DatabaseHandle } from '../db/client';
import type { Logger } from './logger';
import { eventsByIds, REALTIME_CHANNEL, type LiveEvent } from './realtime.queries';

/**
 * Open streams one parent may hold on one instance. A new one past it ends the parent's oldest:
 * the tab just opened is the one in use (decision 037). Ten: the bench's tabs per parent.
 */
export const MAX_STREAMS_PER_PARENT = 10;

/** Why the hub ends a stream: the process stops, its session ended, or newer streams displaced it. */
export type StreamEnd = 'stopping' | 'session-ended' | 'displaced';

export type Subscriber = {
  /** The session the stream was opened with: the stream ends when that session does. */
  sessionId: string;
  /** New events of this parent, oldest first (some may already have been sent: skip those). */
  deliver: (events: LiveEvent[]) => void;
  /** Notifications may have been lost (a listening gap, a failed read): read the table. */
  resync: () => void;
  /** End the stream. */
  end: (why: StreamEnd) => void;
  /** An event for every open stream (a registration line moving), not stored and not resumed. */
  broadcast?: (type: string, payload: unknown) => void;
};

export type RealtimeHub = {
  subscribe(userId: string, subscriber: Subscriber): Promise<() => void>;
  /** Open streams (for the bench and tests). */
  readonly size: number;
  close(): Promise<void>;
};

/** Most event ids read in one query; a larger burst is read in several, in order. */
const READ_BATCH = 500;

type Streams = Map<string, Set<Subscriber>>;

/**
 * One listening connection per process (PostgreSQL LISTEN, or PGlite's listen()) hears of every
 * committed event (a parent's id and the event, or its id alone when the event is too long for a
 * notification), and of every ended session (a parent's id and the session's id, from a trigger
 * on the sessions table): that session's streams end at once, on whichever instance they are
 * (decision 037). The hub hands the announced events of the parents with a stream open here to
 * that parent's streams only, a burst of notifications at a time; only events announced by id are
 * read (one query for the burst), for all of them at once (decision 055). Batches go one after
 * another, so each parent's events reach its streams in commit order, which is id order.
 * Any instance's writes reach any instance's parents. The connection opens with the first stream.
 */
export function createRealtimeHub({
  database,
  logger,
}: {
  /** Its listening connection, and the delivery pool it reads announced events on. */
  database: Pick<DatabaseHandle, 'listen' | 'deliveryDb'>;
  logger: Logger;
}): RealtimeHub {
  const { deliveryDb, listen } = database;
  const byUser: Streams = new Map();
  let stop: Promise<() => Promise<void>> | undefined;
  let closed = false;
  const resyncAll = () => {
    for (const set of byUser.values()) for (const s of set) s.resync();
  };
  const reader = announcedEvents(deliveryDb, logger, byUser, {
    isClosed: () => closed,
    resyncAll,
  });
  const onPayload = (payload: string) => hear(payload, logger, byUser, reader.announce);

  return {
    get size() {
      let size = 0;
      for (const set of byUser.values()) size += set.size;
      return size;
    },
    async subscribe(userId, subscriber) {
      if (!closed) {
        stop ??= listen(REALTIME_CHANNEL, onPayload, resyncAll);
        await stop;
      }
      // Closed, maybe while the listening connection opened: close() has ended the others.
      if (closed) {
        subscriber.end('stopping');
        return () => {};
      }
      return join(byUser, userId, subscriber);
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const set of byUser.values()) for (const s of set) s.end('stopping');
      byUser.clear();
      reader.clear();
      if (stop) await (await stop)();
    },
  };
}

/**
 * Adds a stream to its parent's, ending the parent's oldest past the cap; answers how it leaves.
 */
function join(byUser: Streams, userId: string, subscriber: Subscriber) {
  let set = byUser.get(userId);
  if (!set) byUser.set(userId, (set = new Set()));
  set.add(subscriber);
  // A set keeps the order streams were added in: the first is the oldest.
  const [oldest] = set;
  if (set.size > MAX_STREAMS_PER_PARENT && oldest) {
    set.delete(oldest);
    oldest.end('displaced');
  }
  return () => {
    set.delete(subscriber);
    if (set.size === 0 && byUser.get(userId) === set) byUser.delete(userId);
  };
}

/** An announced event of a parent with a stream here: carried whole, or to be read by its id. */
type Announced = { id: number; userId: string; event?: LiveEvent };

/**
 * One notification for a parent with a stream here: an ended session ends its streams; an event
 * is announced to the reader, whole when the notification carried it.
 */
function hear(
  payload: string,
  logger: Logger,
  byUser: Streams,
  announce: (announced: Announced) => void,
) {
  let parsed: { u?: unknown; id?: unknown; s?: unknown; t?: unknown; p?: unknown; b?: unknown };
  try {
    parsed = JSON.parse(payload) as typeof parsed;
  } catch {
    logger.warn({ payload }, 'unreadable realtime notification');
    return;
  }
  const { u, id, s, t, p, b } = parsed;
  if (typeof b === 'string') {
    for (const set of byUser.values()) for (const sub of set) sub.broadcast?.(b, p);
    return;
  }
  // Another process's parent, or nobody listening here: nothing to read.
  if (typeof u !== 'string' || !byUser.has(u)) return;
  if (typeof s === 'string') {
    for (const subscriber of byUser.get(u) ?? []) {
      if (subscriber.sessionId === s) subscriber.end('session-ended');
    }
    return;
  }
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) {
    for (const s of byUser.get(u) ?? []) s.resync();
    return;
  }
  // Announced by id alone (too long for a notification, or by an older instance): read it.
  const carried = typeof t === 'string' && p !== undefined;
  announce({ id, userId: u, event: carried ? { id, type: t, payload: p } : undefined });
}

/**
 * Announced events not delivered yet, in the order heard, handed over in batches one after
 * another; each parent's events go to that parent's streams, one list shared by all of them. A
 * batch whose events all came in their notifications is handed over at once; one with events
 * announced by id alone reads those first (one query), so each parent's still go in id order.
 */
function announcedEvents(
  db: DatabaseHandle['deliveryDb'],
  logger: Logger,
  byUser: Streams,
  { isClosed, resyncAll }: { isClosed: () => boolean; resyncAll: () => void },
) {
  let pending: Announced[] = [];
  let reading = false;

  const deliver = (events: (LiveEvent & { userId: string })[]) => {
    const perUser = new Map<string, LiveEvent[]>();
    for (const { userId, ...event } of events) {
      let list = perUser.get(userId);
      if (!list) perUser.set(userId, (list = []));
      list.push(event);
    }
    for (const [userId, list] of perUser) {
      for (const s of byUser.get(userId) ?? []) s.deliver(list);
    }
  };

  const read = async () => {
    if (reading) return;
    reading = true;
    try {
      while (pending.length > 0 && !isClosed()) {
        const batch = pending.slice(0, READ_BATCH);
        pending = pending.slice(READ_BATCH);
        const events = await complete(db, batch).catch((err: unknown) => {
          logger.warn({ err }, 'announced live events could not be read');
          // Each open stream reads its own table rows instead (or ends, and is resumed).
          resyncAll();
          return null;
        });
        if (events) deliver(events);
      }
    } finally {
      reading = false;
    }
  };

  return {
    announce(announced: Announced) {
      pending.push(announced);
      // Notifications of one commit (and of a burst) arrive together: hand them over together.
      if (pending.length === 1) setImmediate(() => void read());
    },
    clear() {
      pending = [];
    },
  };
}

/** A batch's events with their parents, in id order: those announced by id alone read first. */
async function complete(
  db: DatabaseHandle['deliveryDb'],
  batch: Announced[],
): Promise<(LiveEvent & { userId: string })[]> {
  const toRead = batch.filter((a) => !a.event).map((a) => a.id);
  const carried = batch.flatMap(({ userId, event }) => (event ? [{ ...event, userId }] : []));
  if (toRead.length === 0) return carried;
  const read = await eventsByIds(db, toRead);
  return [...carried, ...read].sort((a, b) => a.id - b.id);
}
