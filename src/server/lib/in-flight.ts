/**
 * Counts the requests a handler is still working on. A client that hangs up mid-request closes
 * its connection, so the HTTP server's close() no longer waits for that request, but its handler
 * runs on: shutdown waits for `drained()` before the database pool is ended under it.
 */
export function trackInFlight<Args extends unknown[], R>(
  handler: (...args: Args) => R | Promise<R>,
) {
  let pending = 0;
  let waiters: (() => void)[] = [];
  const settle = () => {
    pending -= 1;
    if (pending > 0) return;
    const ready = waiters;
    waiters = [];
    for (const wake of ready) wake();
  };
  return {
    fetch: async (...args: Args): Promise<R> => {
      pending += 1;
      try {
        return await handler(...args);
      } finally {
        settle();
      }
    },
    get pending() {
      return pending;
    },
    /** Resolves once no request is in flight (at once if none is). */
    drained: () =>
      pending === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)),
  };
}
