import { useMemo, useRef } from 'react';

export type SubmitOnce = {
  /** A submit is running: a press now is ignored. */
  readonly pending: boolean;
  /** Marks a submit as running; false (and nothing to do) when one already is. */
  start: () => boolean;
  /** The submit is over: the next press may send again. */
  done: () => void;
  /**
   * Runs `submit` unless one is running, until the promise it returns settles. A rejection only
   * ends the wait, as with a mutation's `mutate`: show the error where the submit is written.
   */
  run: (submit: () => unknown) => void;
};

/**
 * The double-submit guard: a second press before the first re-render (a double click, Enter
 * twice) must not send a second request. State would be too late; a ref is read at once.
 */
export function useSubmitOnce(): SubmitOnce {
  const running = useRef(false);
  return useMemo(() => {
    const start = () => {
      if (running.current) return false;
      running.current = true;
      return true;
    };
    const done = () => {
      running.current = false;
    };
    return {
      get pending() {
        return running.current;
      },
      start,
      done,
      run: (submit) => {
        if (!start()) return;
        let result: unknown;
        try {
          result = submit();
        } catch (error) {
          done();
          throw error;
        }
        void Promise.resolve(result).then(done, done);
      },
    };
  }, []);
}
