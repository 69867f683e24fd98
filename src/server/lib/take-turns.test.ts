import { describe, expect, it } from 'vitest';
import { takeTurns } from './take-turns';

/** A task that records when it starts and ends, and finishes when the test says. */
function task(log: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (err: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const run = async () => {
    log.push(`${name} start`);
    try {
      return await done;
    } finally {
      log.push(`${name} end`);
    }
  };
  return { run, finish: () => finish(name), fail: () => fail(new Error(`${name} failed`)) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('takeTurns', () => {
  it('runs one key’s tasks one at a time, in order, and other keys alongside', async () => {
    const turns = takeTurns<number>();
    const log: string[] = [];
    const [a, b, c] = [task(log, 'a'), task(log, 'b'), task(log, 'c')];
    const results = [turns(1, a.run), turns(1, b.run), turns(2, c.run)];
    await settle();
    expect(log).toEqual(['a start', 'c start']);

    b.finish(); // b has not started: finishing its work early changes nothing
    a.finish();
    c.finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c']);
    expect(log.indexOf('b start')).toBeGreaterThan(log.indexOf('a end'));
    await settle();
    expect(turns.busyKeys).toBe(0);
  });

  it('goes on to the next task when one fails, and passes the failure to its caller', async () => {
    const turns = takeTurns<string>();
    const log: string[] = [];
    const [a, b] = [task(log, 'a'), task(log, 'b')];
    const first = turns('k', a.run);
    const second = turns('k', b.run);
    a.fail();
    await expect(first).rejects.toThrow('a failed');
    b.finish();
    await expect(second).resolves.toBe('b');
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
    await settle();
    expect(turns.busyKeys).toBe(0);
  });
});
