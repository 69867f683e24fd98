import { describe, expect, it } from 'vitest';
import { trackInFlight } from './in-flight';

/** A handler whose answer the test releases by hand. */
function heldHandler() {
  const releases: (() => void)[] = [];
  const handler = (label: string) =>
    new Promise<string>((resolve) => releases.push(() => resolve(label)));
  return { handler, release: (i: number) => releases[i]?.() };
}

describe('trackInFlight', () => {
  it('is drained at once when nothing is in flight', async () => {
    const tracked = trackInFlight(async () => 'ok');
    await expect(tracked.drained()).resolves.toBeUndefined();
  });

  it('passes the answer through and waits for the last request in flight', async () => {
    const { handler, release } = heldHandler();
    const tracked = trackInFlight(handler);
    const first = tracked.fetch('a');
    const second = tracked.fetch('b');
    expect(tracked.pending).toBe(2);

    let drained = false;
    const waiting = tracked.drained().then(() => (drained = true));
    release(0);
    await expect(first).resolves.toBe('a');
    expect(drained).toBe(false);

    release(1);
    await expect(second).resolves.toBe('b');
    await waiting;
    expect(drained).toBe(true);
    expect(tracked.pending).toBe(0);
  });

  it('counts a request that failed as finished', async () => {
    const tracked = trackInFlight(async () => {
      throw new Error('broken');
    });
    await expect(tracked.fetch()).rejects.toThrow('broken');
    expect(tracked.pending).toBe(0);
    await expect(tracked.drained()).resolves.toBeUndefined();
  });
});
