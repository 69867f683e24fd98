import type { Logger } from './logger';
import { REALTIME_CHANNEL } from './realtime.queries';

/** Starts listening on a channel; answers the function that stops. `onReconnect` after a gap. */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: () => void,
) => Promise<() => Promise<void>>;

export type Subscriber = {
  /** New events may be waiting for this parent. */
  wake: () => void;
  /** The process is shutting down: end the stream. */
  end: () => void;
};

export type RealtimeHub = {
  subscribe(userId: string, subscriber: Subscriber): Promise<() => void>;
  /** Open streams (for the bench and tests). */
  readonly size: number;
  close(): Promise<void>;
};

/**
 * One listening connection per process (PostgreSQL LISTEN, or PGlite's listen()) fans committed
 * events out to this process's open streams; each stream then reads its parent's events from the
 * table, so any instance's writes reach any instance's parents. The connection opens with the
 * first stream.
 */
export function createRealtimeHub({
  listen,
  logger,
}: {
  listen: Listen;
  logger: Logger;
}): RealtimeHub {
  const byUser = new Map<string, Set<Subscriber>>();
  let stop: Promise<() => Promise<void>> | undefined;
  let closed = false;
  let size = 0;

  const wakeAll = () => {
    for (const set of byUser.values()) for (const s of set) s.wake();
  };
  const onPayload = (payload: string) => {
    try {
      const { u } = JSON.parse(payload) as { u?: unknown };
      if (typeof u === 'string') for (const s of byUser.get(u) ?? []) s.wake();
    } catch {
      logger.warn({ payload }, 'unreadable realtime notification');
    }
  };

  return {
    get size() {
      return size;
    },
    async subscribe(userId, subscriber) {
      if (closed) {
        subscriber.end();
        return () => {};
      }
      stop ??= listen(REALTIME_CHANNEL, onPayload, wakeAll);
      await stop;
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      set.add(subscriber);
      size += 1;
      return () => {
        if (set.delete(subscriber)) size -= 1;
        if (set.size === 0) byUser.delete(userId);
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const set of byUser.values()) for (const s of set) s.end();
      byUser.clear();
      size = 0;
      if (stop) await (await stop)();
    },
  };
}
