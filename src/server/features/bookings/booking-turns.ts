import type { StepAside } from '../../lib/admission';
import { AppError } from '../../lib/http-errors';
import { takeTurns } from '../../lib/take-turns';

const isFull = (err: unknown) => err instanceof AppError && err.code === 'activity_full';

/**
 * Bookings of one activity made through this process take turns, each asking again (`refuse`)
 * whether the activity is full when its turn comes. In a crowd, the requests behind the last
 * place are then refused from one read each, instead of each opening a transaction that queues on
 * the activity's row lock while holding a pooled connection the rest of the app waits for.
 *
 * A turn ends when its write calls `placesHeld` (its transaction holds the places and the row
 * lock, and only its payment and rows are left to write) or when the write ends. So the next
 * write's checks overlap the last one's tail, and at most one transaction per process waits on
 * the row lock. Once a turn has found the activity full, the requests that were already waiting
 * no longer wait for one another: each asks again by itself, at once. Other instances' bookings
 * still meet at the row lock, which stays what decides.
 */
export function bookingTurns() {
  const turns = takeTurns<number>();
  let clock = 0;
  /** Per activity with requests in this process: how many, and when a turn last found it full. */
  const inProcess = new Map<number, { requests: number; foundFullAt: number }>();

  return async function inTurn<T>(
    activityId: number,
    {
      refuse,
      write,
      stepAside,
    }: {
      refuse: () => Promise<void>;
      write: (placesHeld: () => void) => Promise<T>;
      /** While it waits behind another request's turn, the request steps out of admission. */
      stepAside?: StepAside;
    },
  ): Promise<T> {
    const queuedAt = ++clock;
    const state = inProcess.get(activityId) ?? { requests: 0, foundFullAt: 0 };
    inProcess.set(activityId, state);
    state.requests += 1;
    let stepBack = state.requests > 1 ? stepAside?.() : undefined;
    const comeBack = () => {
      stepBack?.();
      stepBack = undefined;
    };
    const noteFull = (err: unknown) => {
      if (isFull(err)) state.foundFullAt = ++clock;
      throw err;
    };
    try {
      const outcome = await turns(activityId, async () => {
        comeBack();
        // Found full since this request queued: that answer is as fresh as a read now would
        // be, so the turn passes at once and the request asks again below, alongside the others.
        if (state.foundFullAt > queuedAt) return { passed: true as const };
        await refuse().catch(noteFull);
        let placesHeld!: () => void;
        const held = new Promise<void>((resolve) => (placesHeld = resolve));
        const writing = write(placesHeld).catch(noteFull);
        const ended = writing.then(
          () => undefined,
          () => undefined,
        );
        await Promise.race([held, ended]);
        return { passed: false as const, writing };
      });
      if (!outcome.passed) return await outcome.writing;
      await refuse();
      // A place came free after all (a cancellation): book it, the row lock deciding.
      return await write(() => {});
    } finally {
      comeBack();
      state.requests -= 1;
      if (state.requests === 0) inProcess.delete(activityId);
    }
  };
}
