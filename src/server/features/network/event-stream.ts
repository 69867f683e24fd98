import type { SSEStreamingApi } from 'hono/streaming';
import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import type { RealtimeHub, StreamEnd, Subscriber } from '../../lib/realtime';
import { eventsAfter, newestEventId, type LiveEvent } from '../../lib/realtime.queries';
import { isSessionLive } from '../../lib/session-lookup.queries';

const HEARTBEAT_MS = 25_000;
const BATCH = 100;
/** What the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2_000;
/** A stream this far behind (a tab not reading) drops its backlog and reads the table when it can. */
const MAX_QUEUED = 1_000;

/** A Last-Event-ID the stream can resume after: a positive event id, else none. */
export function parseLastEventId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * One signed-in tab's stream of the parent's events, for as long as the session it was opened
 * with lasts: the hub ends it when that session ends, or when the parent's newer streams displace
 * it (decision 037). It resumes after `lastEventId` (what the browser's EventSource sends back on
 * reconnecting), or starts at the newest event. Live events come from the process's hub, which
 * reads each announced event once for every stream; the stream reads the table itself only to
 * replay what a reconnecting tab missed, or after the hub may have missed notifications. Each
 * event is sent once, in id order: anything at or below the last id sent is skipped. A comment
 * every 25 s keeps proxies from closing an idle stream.
 */
export async function runEventStream(
  stream: SSEStreamingApi,
  { db, realtime, logger }: { db: Database; realtime: RealtimeHub; logger: Logger },
  { userId, sessionId }: { userId: string; sessionId: string },
  lastEventId: number | null,
) {
  const state: StreamState = {
    ended: false,
    cursor: 0,
    started: false,
    running: false,
    queue: [],
    mustRead: false,
  };
  const { end, done } = ending(stream, state);
  stream.onAbort(() => end());
  const run = () =>
    void pump(stream, db, userId, state).catch((err: unknown) => {
      logger.warn({ err, userId }, 'event stream could not read its events');
      end();
    });
  const checkSession = () => void endUnlessSessionLive(db, sessionId, end, logger);

  // Subscribed before the starting point is read: an event committed in between is still handed over.
  const unsubscribe = await realtime.subscribe(
    userId,
    subscriber({ sessionId, state, run, end, checkSession }),
  );
  const heartbeat = setInterval(
    () => void stream.write(': heartbeat\n\n').catch(() => end()),
    HEARTBEAT_MS,
  );
  try {
    // Its session may have ended after the request's check and before the subscription: unheard.
    if (!(await endUnlessSessionLive(db, sessionId, end, logger))) return;
    const start = await startingPoint(db, userId, lastEventId);
    state.cursor = start.cursor;
    if (start.replay) state.mustRead = true;
    await stream.writeSSE({
      event: 'ready',
      data: JSON.stringify({ after: start.cursor, ...(start.resync ? { resync: true } : {}) }),
      retry: RETRY_MS,
    });
    state.started = true;
    run();
    await done;
  } finally {
    clearInterval(heartbeat);
    unsubscribe();
  }
}

/**
 * Where the stream starts. After `lastEventId` when the parent's events reach that far: what the
 * tab missed is replayed. Without one, at the parent's newest event. An id above the parent's
 * newest event was never given to this parent here (another database's, or one restored from an
 * earlier backup), and resuming after it would skip every event until the ids caught up: the
 * stream starts at the newest event and `ready` tells the tab to fetch again what it shows.
 */
async function startingPoint(db: Database, userId: string, lastEventId: number | null) {
  const newest = await newestEventId(db, userId);
  if (lastEventId === null) return { cursor: newest, replay: false, resync: false };
  if (lastEventId > newest) return { cursor: newest, replay: false, resync: true };
  return { cursor: lastEventId, replay: true, resync: false };
}

/**
 * How the stream ends, once: nothing more is sent, and a displaced stream says why first, so a tab
 * not in view can wait to be looked at before it reconnects (an EventSource reconnects by itself).
 */
function ending(stream: SSEStreamingApi, state: StreamState) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  const end = (why?: StreamEnd) => {
    // Ended again (the tab left, the server stops) while still saying why: done now.
    if (state.ended) return finish();
    state.ended = true;
    if (why !== 'displaced') return finish();
    void stream
      .writeSSE({ event: 'closed', data: JSON.stringify({ reason: why }) })
      .catch(() => {})
      .finally(finish);
  };
  return { end, done };
}

/** Ends the stream unless its session is live (a failed read ends it too: the tab reconnects). */
function endUnlessSessionLive(db: Database, sessionId: string, end: () => void, logger: Logger) {
  return isSessionLive(db, sessionId).then(
    (live) => {
      if (!live) end();
      return live;
    },
    (err: unknown) => {
      logger.warn({ err }, 'event stream could not check its session');
      end();
      return false;
    },
  );
}

type StreamState = {
  ended: boolean;
  /** The last event id sent (or the starting point). */
  cursor: number;
  /** Sending starts once the starting point is known and `ready` is out. */
  started: boolean;
  /** A pump is sending. */
  running: boolean;
  /** Events handed over by the hub, not sent yet. */
  queue: LiveEvent[];
  /** The table must be read after the cursor (replay, or notifications possibly missed). */
  mustRead: boolean;
};

/**
 * What the hub hands over: events queue up (a backlog too long is read from the table instead).
 * Notifications possibly missed may include the session's end: it is checked again too.
 */
function subscriber({
  sessionId,
  state,
  run,
  end,
  checkSession,
}: {
  sessionId: string;
  state: StreamState;
  run: () => void;
  end: (why?: StreamEnd) => void;
  checkSession: () => void;
}): Subscriber {
  return {
    sessionId,
    deliver(events) {
      if (state.queue.length + events.length > MAX_QUEUED) {
        state.queue = [];
        state.mustRead = true;
      } else state.queue.push(...events);
      run();
    },
    resync() {
      state.mustRead = true;
      run();
      checkSession();
    },
    end,
  };
}

/** Sends what is owed, one pump at a time: the table after the cursor when asked, then the queue. */
async function pump(stream: SSEStreamingApi, db: Database, userId: string, state: StreamState) {
  if (state.running || !state.started) return;
  state.running = true;
  try {
    while (!state.ended) {
      if (state.mustRead) {
        state.mustRead = false;
        await sendFromTable(stream, db, userId, state);
        continue;
      }
      if (state.queue.length === 0) break;
      const batch = state.queue;
      state.queue = [];
      await send(stream, state, batch);
    }
  } finally {
    state.running = false;
  }
}

async function sendFromTable(
  stream: SSEStreamingApi,
  db: Database,
  userId: string,
  state: StreamState,
) {
  for (;;) {
    const rows = await eventsAfter(db, userId, state.cursor, BATCH);
    if (state.ended) return;
    await send(stream, state, rows);
    if (rows.length < BATCH) break;
  }
}

/**
 * The events not sent yet (above the cursor), oldest first, in one write: each write to a stream
 * is a system call, which costs about as much as the rest of an event's delivery, and a burst
 * hands a stream several events at once.
 */
async function send(stream: SSEStreamingApi, state: StreamState, events: LiveEvent[]) {
  let text = '';
  let cursor = state.cursor;
  for (const event of events) {
    if (event.id <= cursor) continue;
    text += sseEvent(event);
    cursor = event.id;
  }
  if (!text || state.ended) return;
  await stream.write(text);
  state.cursor = cursor;
}

/** One event as Server-Sent Events text, as hono's writeSSE writes it (JSON has no line breaks). */
const sseEvent = (event: LiveEvent) =>
  `event: ${event.type}\ndata: ${JSON.stringify(event.payload)}\nid: ${event.id}\n\n`;
