import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { OVERLOADED_CODE } from '../../shared/overload-retry';
import { AppError } from './http-errors';

export type AdmissionLimits = {
  /** API requests worked on at once; the others wait their turn. */
  concurrency: number;
  /** Requests that may wait; one more is refused at once. */
  queueLength: number;
  /** A request that has waited this long is refused (ms). */
  maxWaitMs: number;
  /**
   * Requests admitted in one turn of the event loop. On the embedded database each runs to its
   * answer before the loop turns again, so one a turn keeps the time between two looks at the
   * sockets to one request's work (decision 039).
   */
  admittedPerTurn: number;
};

/** How long a refused client is told to wait before it tries again. */
export const OVERLOADED_RETRY_AFTER_SECONDS = 1;

/** 503: too much work already; the client may try again after Retry-After. */
export const overloaded = () =>
  new AppError(
    503,
    OVERLOADED_CODE,
    'Kidventure is very busy right now. Please try again in a moment.',
    undefined,
    OVERLOADED_RETRY_AFTER_SECONDS,
  );

/**
 * Stops the request counting against the limit while it waits for something other than the
 * server's work (its activity's booking turn); the function it returns counts it again, once its
 * work resumes. Without it, requests queued behind one another's turn fill every slot and the
 * rest of the app is refused while nothing is busy.
 */
export type StepAside = () => () => void;

type Waiter = { fresh: boolean; admit: () => void; refuse: () => void };

/** The connection a request came on, when it came over HTTP (@hono/node-server's binding). */
function connectionOf(env: unknown): object | undefined {
  const incoming = (env as { incoming?: { socket?: object } } | undefined)?.incoming;
  return incoming?.socket;
}

/**
 * Puts a waiter in the queue, first requests after the other first requests and ahead of every
 * returning one; it resolves when admitted and rejects with the 503 when refused, when it has
 * waited `maxWaitMs`, or when its client hangs up.
 */
function wait(
  waiting: Waiter[],
  fresh: boolean,
  maxWaitMs: number,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const leave = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      const at = waiting.indexOf(waiter);
      if (at >= 0) waiting.splice(at, 1);
    };
    const waiter: Waiter = {
      fresh,
      admit: () => {
        leave();
        resolve();
      },
      refuse: () => {
        leave();
        reject(overloaded());
      },
    };
    const onAbort = () => waiter.refuse();
    const timer = setTimeout(waiter.refuse, maxWaitMs);
    signal?.addEventListener('abort', onAbort, { once: true });
    const at = fresh ? waiting.findIndex((w) => !w.fresh) : -1;
    if (at >= 0) waiting.splice(at, 0, waiter);
    else waiting.push(waiter);
  });
}

/**
 * One admitted request's place in the count: given back when it steps aside, taken again when it
 * comes back (at most once each), and given back at its answer unless it is aside then.
 */
function requestCount(release: () => void, retake: () => void) {
  let counted = true;
  let done = false;
  const comeBack = () => {
    if (counted || done) return;
    counted = true;
    retake();
  };
  const stepAside: StepAside = () => {
    if (counted) {
      counted = false;
      release();
    }
    return comeBack;
  };
  const answered = () => {
    done = true;
    if (counted) release();
  };
  return { stepAside, answered };
}

/**
 * Admission control for the API: at most `concurrency` requests are worked on at once, the next
 * `queueLength` wait, and the rest, or one that has waited `maxWaitMs`, are answered 503 with
 * Retry-After. Without it every request a busy client sends starts at once, and on the embedded
 * database its queries join one queue that runs without giving the event loop a turn, so a new
 * connection is not even accepted until it drains (decision 039).
 *
 * - Requests are admitted in a later turn of the event loop (setImmediate), never in the callback
 *   that read them, and only a few a turn: on the embedded database a request runs from its first query to its answer
 *   without giving the loop a turn, so without this every keep-alive connection with a request
 *   ready is answered before a new connection is even accepted.
 * - The first request on a connection waits ahead of requests on connections already served (a
 *   newcomer is not stuck behind clients that keep the server busy); each kind in arrival order.
 *   When the queue is full, a first request takes the place of the latest of the others.
 *
 * A request is counted until its handler has answered, except while it has stepped aside
 * (`StepAside`); a streamed body (event streams) is not counted.
 */
export function admissionControl({
  concurrency,
  queueLength,
  maxWaitMs,
  admittedPerTurn,
}: AdmissionLimits) {
  let running = 0;
  const waiting: Waiter[] = [];
  /** Connections that have had a request admitted. */
  const served = new WeakSet<object>();
  let handing = false;

  const handOn = () => {
    handing = false;
    for (let admitted = 0; admitted < admittedPerTurn && running < concurrency; admitted++) {
      const next = waiting.shift();
      if (!next) return;
      running += 1;
      next.admit();
    }
    if (waiting.length && running < concurrency) scheduleHandOn();
  };
  const scheduleHandOn = () => {
    if (handing) return;
    handing = true;
    setImmediate(handOn);
  };
  const release = () => {
    running -= 1;
    if (waiting.length) scheduleHandOn();
  };

  /** Resolves once the request may run; throws the 503 when it may not. */
  const enter = (fresh: boolean, signal?: AbortSignal): Promise<void> => {
    // Those the next turn admits into free slots do not count against the queue.
    if (waiting.length >= queueLength + Math.max(0, concurrency - running)) {
      const latestReturning = fresh ? waiting.findLast((w) => !w.fresh) : undefined;
      if (!latestReturning) return Promise.reject(overloaded());
      latestReturning.refuse();
    }
    scheduleHandOn();
    return wait(waiting, fresh, maxWaitMs, signal);
  };

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const connection = connectionOf(c.env);
    await enter(connection !== undefined && !served.has(connection), c.req.raw.signal);
    if (connection) served.add(connection);
    const count = requestCount(release, () => (running += 1));
    c.set('stepAside', count.stepAside);
    try {
      await next();
    } finally {
      count.answered();
    }
  };

  // Requests being worked on now, and those waiting for a turn.
  return { middleware, state: () => ({ running, waiting: waiting.length }) };
}

export type Admission = ReturnType<typeof admissionControl>;
