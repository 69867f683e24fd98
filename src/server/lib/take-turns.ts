/**
 * Runs the tasks given for one key one after another, in the order they were given; tasks for
 * different keys run side by side. A task that fails does not stop the ones behind it. Nothing
 * is kept for a key once its last task has finished.
 */
export function takeTurns<Key>() {
  const tails = new Map<Key, Promise<void>>();
  const run = <T>(key: Key, task: () => Promise<T>): Promise<T> => {
    const result = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
  return Object.assign(run, {
    /** Keys with a task running or waiting. */
    get busyKeys() {
      return tails.size;
    },
  });
}
