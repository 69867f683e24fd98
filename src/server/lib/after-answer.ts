import type { Logger } from './logger';

export type AfterAnswer = {
  /**
   * Runs task once the current request has been answered, so the answer's timing does not show
   * what the task does (whether a reset mail went out tells whether an account exists). A failure
   * is logged with `what`; nobody is waiting for it.
   */
  run(what: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has ended (shutdown, tests). */
  drained(): Promise<void>;
};

export function createAfterAnswer(logger: Logger): AfterAnswer {
  const running = new Set<Promise<unknown>>();
  return {
    run(what, task) {
      const done: Promise<unknown> = new Promise((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => logger.error({ err }, `${what} failed`))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async drained() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
