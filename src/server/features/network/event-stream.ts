import type { SSEStreamingApi } from 'hono/streaming';
import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import type { RealtimeHub } from '../../lib/realtime';
import { eventsAfter, newestEventId } from '../../lib/realtime.queries';

const HEARTBEAT_MS = 25_000;
const BATCH = 100;
/** What the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2_000;

/** A Last-Event-ID the stream can resume after: a positive event id, else none. */
export function parseLastEventId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * One signed-in tab's stream of the parent's events. It resumes after `lastEventId` (what the
 * browser's EventSource sends back on reconnecting), or starts at the newest event. Every wake-up
 * reads the events after the last one sent, so a burst or a missed notification never loses or
 * repeats one. A comment every 25 s keeps proxies from closing an idle stream.
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
  let running = false;
  let again = false;
  const flush = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        for (;;) {
          const rows = await eventsAfter(db, userId, cursor, BATCH);
          for (const row of rows) {
            if (ended) return;
            await stream.writeSSE({
              id: String(row.id),
              event: row.type,
              data: JSON.stringify(row.payload),
            });
            cursor = row.id;
          }
          if (rows.length < BATCH) break;
        }
      } while (again && !ended);
    } finally {
      running = false;
    }
  };
  const wake = () =>
    void flush().catch((err: unknown) => {
      logger.warn({ err, userId }, 'event stream could not read its events');
      end();
    });

  // Subscribed before the starting point is read: an event committed in between is still read.
  const unsubscribe = await realtime.subscribe(userId, { wake, end });
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
    wake();
    await done;
  } finally {
    clearInterval(heartbeat);
    unsubscribe();
  }
}
