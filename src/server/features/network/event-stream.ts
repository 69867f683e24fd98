import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import type { RealtimeHub, StreamEnd, Subscriber } from '../../lib/realtime';
import { eventsAfter, newestEventId, type LiveEvent } from '../../lib/realtime.queries';
import { isSessionLive } from '../../lib/session-lookup.queries';
import type { SseSink } from '../../lib/sse-response';

const HEARTBEAT_MS = 25_000;
const BATCH = 100;
/** What the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2_000;
/** A stream this far behind (a tab not reading) drops its backlog and reads the table when it can. */
const MAX_QUEUED = 1_000;
const HEARTBEAT = Buffer.from(': heartbeat\n\n');

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
 * hands each announced event to every stream of its parent; the stream reads the table itself
 * only to replay what a reconnecting tab missed, or after the hub may have missed notifications.
 * Each event is sent once, in id order: anything at or below the last id sent is skipped. A comment
 * every 25 s keeps proxies from closing an idle stream.
 */
export async function runEventStream(
  sink: SseSink,
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
    queued: 0,
    mustRead: false,
    mustDrain: false,
  };
  const { end, done } = ending(sink, state);
  sink.onAbort(() => end());
  const run = () =>
    void pump(sink, db, userId, state).catch((err: unknown) => {
      logger.warn({ err, userId }, 'event stream could not read its events');
      end();
    });
  const checkSession = () => void endUnlessSessionLive(db, sessionId, end, logger);
  // An idle stream sends what it is handed at once, with no pump (and none of its promises).
  const sendNow = (events: LiveEvent[]) => {
    if (!state.started || state.running || state.mustRead || state.mustDrain) return false;
    if (state.queue.length > 0) return false;
    if (!send(sink, state, events)) {
      state.mustDrain = true;
      run();
    }
    return true;
  };

  // Subscribed before the starting point is read: an event committed in between is still handed over.
  const unsubscribe = await realtime.subscribe(
    userId,
    subscriber({ sink, sessionId, state, sendNow, run, end, checkSession }),
  );
  const heartbeat = setInterval(() => sink.write(HEARTBEAT), HEARTBEAT_MS);
  try {
    // Its session may have ended after the request's check and before the subscription: unheard.
    if (!(await endUnlessSessionLive(db, sessionId, end, logger))) return;
    const start = await startingPoint(db, userId, lastEventId);
    state.cursor = start.cursor;
    if (start.replay) state.mustRead = true;
    if (!state.ended) sink.write(readyEvent(start));
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

/** The stream's first event: where it starts, and whether the tab must fetch its data again. */
function readyEvent({ cursor, resync }: { cursor: number; resync: boolean }) {
  const data = JSON.stringify({ after: cursor, ...(resync ? { resync: true } : {}) });
  return Buffer.from(`event: ready\ndata: ${data}\nretry: ${RETRY_MS}\n\n`);
}

/**
 * How the stream ends, once: nothing more is sent, and a displaced stream says why first, so a tab
 * not in view can wait to be looked at before it reconnects (an EventSource reconnects by itself).
 */
function ending(sink: SseSink, state: StreamState) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  const end = (why?: StreamEnd) => {
    if (state.ended) return;
    state.ended = true;
    if (why === 'displaced') {
      sink.write(Buffer.from(`event: closed\ndata: ${JSON.stringify({ reason: why })}\n\n`));
    }
    finish();
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
  /** Lists of events handed over by the hub (each in id order), not sent yet. */
  queue: LiveEvent[][];
  /** Events in `queue`. */
  queued: number;
  /** The table must be read after the cursor (replay, or notifications possibly missed). */
  mustRead: boolean;
  /** The connection's buffer is full: wait until it has room before sending more. */
  mustDrain: boolean;
};

/**
 * What the hub hands over: events queue up (a backlog too long is read from the table instead).
 * Notifications possibly missed may include the session's end: it is checked again too.
 */
function subscriber({
  sink,
  sessionId,
  state,
  sendNow,
  run,
  end,
  checkSession,
}: {
  sink: SseSink;
  sessionId: string;
  state: StreamState;
  sendNow: (events: LiveEvent[]) => boolean;
  run: () => void;
  end: (why?: StreamEnd) => void;
  checkSession: () => void;
}): Subscriber {
  return {
    sessionId,
    deliver(events) {
      if (sendNow(events)) return;
      if (state.queued + events.length > MAX_QUEUED) {
        state.queue = [];
        state.queued = 0;
        state.mustRead = true;
      } else {
        state.queue.push(events);
        state.queued += events.length;
      }
      run();
    },
    resync() {
      state.mustRead = true;
      run();
      checkSession();
    },
    end,
    broadcast(type, payload) {
      // Before `ready` the tab has not read its data yet: it reads the line's state then.
      if (!state.started || state.ended) return;
      sink.write(Buffer.from(`event: ${type}\ndata: ${JSON.stringify(payload)}\n\n`));
    },
  };
}

/**
 * Sends what is owed, one pump at a time: the table after the cursor when asked, then the queue.
 * Waits only when the connection's buffer is full (a tab not reading).
 */
async function pump(sink: SseSink, db: Database, userId: string, state: StreamState) {
  if (state.running || !state.started) return;
  state.running = true;
  try {
    while (!state.ended) {
      if (state.mustDrain) {
        state.mustDrain = false;
        await sink.drained();
        continue;
      }
      if (state.mustRead) {
        state.mustRead = false;
        await sendFromTable(sink, db, userId, state);
        continue;
      }
      if (state.queue.length === 0) break;
      const lists = state.queue;
      state.queue = [];
      state.queued = 0;
      for (const list of lists) if (!send(sink, state, list)) state.mustDrain = true;
    }
  } finally {
    state.running = false;
  }
}

async function sendFromTable(sink: SseSink, db: Database, userId: string, state: StreamState) {
  for (;;) {
    const rows = await eventsAfter(db, userId, state.cursor, BATCH);
    if (state.ended) return;
    if (!send(sink, state, rows)) await sink.drained();
    if (rows.length < BATCH) break;
  }
}

/**
 * The events not sent yet (above the cursor), oldest first, in one write: each write to a stream
 * is a system call, which costs about as much as the rest of an event's delivery, and a burst
 * hands a stream several events at once. The hub hands one list to all of a parent's streams,
 * which have all sent what came before it: the list's text is made once for all of them.
 * False when the connection's buffer is full.
 */
function send(sink: SseSink, state: StreamState, events: LiveEvent[]) {
  const last = events.at(-1);
  if (!last || state.ended || last.id <= state.cursor) return true;
  const first = events[0];
  const chunk =
    first && first.id > state.cursor
      ? listText(events)
      : Buffer.from(
          events
            .filter((e) => e.id > state.cursor)
            .map(sseEvent)
            .join(''),
        );
  state.cursor = last.id;
  return sink.write(chunk);
}

/** Each list's text, once: the same list reaches every open stream of its parent. */
const listTexts = new WeakMap<LiveEvent[], Uint8Array>();

function listText(events: LiveEvent[]) {
  let chunk = listTexts.get(events);
  if (!chunk) listTexts.set(events, (chunk = Buffer.from(events.map(sseEvent).join(''))));
  return chunk;
}

/** One event as Server-Sent Events text, as hono's writeSSE writes it (JSON has no line breaks). */
const sseEvent = (event: LiveEvent) =>
  `event: ${event.type}\ndata: ${JSON.stringify(event.payload)}\nid: ${event.id}\n\n`;
