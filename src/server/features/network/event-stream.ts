import type { SSEStreamingApi } from 'hono/streaming';
import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import type { RealtimeHub } from '../../lib/realtime';
import { eventsAfter, newestEventId, type LiveEvent } from '../../lib/realtime.queries';

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
 * One signed-in tab's stream of the parent's events. It resumes after `lastEventId` (what the
 * browser's EventSource sends back on reconnecting), or starts at the newest event. Live events
 * come from the process's hub, which reads each announced event once for every stream; the stream
 * reads the table itself only to replay what a reconnecting tab missed, or after the hub may have
 * missed notifications. Each event is sent once, in id order: anything at or below the last id
 * sent is skipped. A comment every 25 s keeps proxies from closing an idle stream.
 */
export async function runEventStream(
  stream: SSEStreamingApi,
  { db, realtime, logger }: { db: Database; realtime: RealtimeHub; logger: Logger },
  userId: string,
  lastEventId: number | null,
) {
  let ended = false;
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  const end = () => {
    ended = true;
    finish();
  };
  stream.onAbort(end);

  let cursor = 0;
  /** Sending starts once the starting point is known and `ready` is out. */
  let started = false;
  let running = false;
  /** Events handed over by the hub, not sent yet. */
  let queue: LiveEvent[] = [];
  /** The table must be read after the cursor (replay, or notifications possibly missed). */
  let mustRead = lastEventId !== null;

  const send = async (event: LiveEvent) => {
    if (event.id <= cursor) return;
    await stream.writeSSE({
      id: String(event.id),
      event: event.type,
      data: JSON.stringify(event.payload),
    });
    cursor = event.id;
  };

  const pump = async () => {
    if (running || !started) return;
    running = true;
    try {
      while (!ended) {
        if (mustRead) {
          mustRead = false;
          for (;;) {
            const rows = await eventsAfter(db, userId, cursor, BATCH);
            for (const row of rows) {
              if (ended) return;
              await send(row);
            }
            if (rows.length < BATCH) break;
          }
          continue;
        }
        if (queue.length === 0) break;
        const batch = queue;
        queue = [];
        for (const event of batch) {
          if (ended) return;
          await send(event);
        }
      }
    } finally {
      running = false;
    }
  };
  const run = () =>
    void pump().catch((err: unknown) => {
      logger.warn({ err, userId }, 'event stream could not read its events');
      end();
    });

  // Subscribed before the starting point is read: an event committed in between is still handed over.
  const unsubscribe = await realtime.subscribe(userId, {
    deliver(events) {
      if (queue.length + events.length > MAX_QUEUED) {
        queue = [];
        mustRead = true;
      } else queue.push(...events);
      run();
    },
    resync() {
      mustRead = true;
      run();
    },
    end,
  });
  const heartbeat = setInterval(
    () => void stream.write(': heartbeat\n\n').catch(end),
    HEARTBEAT_MS,
  );
  try {
    cursor = lastEventId ?? (await newestEventId(db, userId));
    await stream.writeSSE({
      event: 'ready',
      data: JSON.stringify({ after: cursor }),
      retry: RETRY_MS,
    });
    started = true;
    run();
    await done;
  } finally {
    clearInterval(heartbeat);
    unsubscribe();
  }
}
