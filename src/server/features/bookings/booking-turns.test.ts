import { describe, expect, it } from 'vitest';
import { bookingTurns } from './booking-turns';
import { activityFull } from './bookings.errors';

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** An activity with `spots` places, read and written by hand-released steps. */
function fakeActivity(spots: number) {
  const state = {
    spots,
    writing: 0,
    mostWritingAtOnce: 0,
    reads: 0,
    readingNow: 0,
    mostReadingAtOnce: 0,
  };
  const refuse = async () => {
    state.reads += 1;
    state.readingNow += 1;
    state.mostReadingAtOnce = Math.max(state.mostReadingAtOnce, state.readingNow);
    await settle();
    state.readingNow -= 1;
    if (state.spots <= 0) throw activityFull();
  };
  const write = async () => {
    state.writing += 1;
    state.mostWritingAtOnce = Math.max(state.mostWritingAtOnce, state.writing);
    await settle();
    state.writing -= 1;
    if (state.spots <= 0) throw activityFull();
    state.spots -= 1;
    return 'booked';
  };
  return { state, refuse, write };
}

const outcome = (p: Promise<string>) =>
  p.then(
    (v) => v,
    (err: { code?: string }) => err.code ?? 'error',
  );

describe('bookingTurns', () => {
  it('writes one booking of an activity at a time, and refuses the rest once it is full', async () => {
    const inTurn = bookingTurns();
    const activity = fakeActivity(3);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => outcome(inTurn(1, activity))),
    );
    expect(results.filter((r) => r === 'booked')).toHaveLength(3);
    expect(results.filter((r) => r === 'activity_full')).toHaveLength(17);
    expect(activity.state.mostWritingAtOnce).toBe(1);
    // Once a turn found it full, the waiting requests asked again side by side.
    expect(activity.state.mostReadingAtOnce).toBeGreaterThan(1);
  });

  it('lets the next turn begin once a write holds its places, before that write ends', async () => {
    const inTurn = bookingTurns();
    const log: string[] = [];
    let finishFirst!: () => void;
    const first = inTurn(3, {
      refuse: async () => {},
      write: async (placesHeld) => {
        log.push('first holds its places');
        placesHeld();
        await new Promise<void>((resolve) => (finishFirst = resolve));
        log.push('first ends');
        return 'first';
      },
    });
    const second = inTurn(3, {
      refuse: async () => {
        log.push('second asks');
      },
      write: async () => {
        log.push('second writes');
        return 'second';
      },
    });
    await expect(second).resolves.toBe('second');
    expect(log).toEqual(['first holds its places', 'second asks', 'second writes']);
    finishFirst();
    await expect(first).resolves.toBe('first');
  });

  it('lets different activities write side by side', async () => {
    const inTurn = bookingTurns();
    let writing = 0;
    let most = 0;
    const write = async () => {
      writing += 1;
      most = Math.max(most, writing);
      await settle();
      writing -= 1;
      return 'booked';
    };
    const refuse = async () => {};
    await Promise.all([inTurn(1, { refuse, write }), inTurn(2, { refuse, write })]);
    expect(most).toBe(2);
  });

  it('still books for a request released early when a place came free meanwhile', async () => {
    const inTurn = bookingTurns();
    const activity = fakeActivity(1);
    const first = outcome(inTurn(7, activity));
    const second = outcome(inTurn(7, activity));
    const third = outcome(inTurn(7, activity));
    await expect(first).resolves.toBe('booked');
    await expect(second).resolves.toBe('activity_full');
    // A cancellation gives the place back before the third request asks again.
    activity.state.spots = 1;
    await expect(third).resolves.toBe('booked');
  });
  it('steps a request out of admission while it waits behind another turn, and back in at its own', async () => {
    const inTurn = bookingTurns();
    const log: string[] = [];
    const request = (name: string) => {
      const stepAside = () => {
        log.push(`${name} steps aside`);
        return () => log.push(`${name} comes back`);
      };
      return inTurn(5, {
        stepAside,
        refuse: async () => {
          log.push(`${name} asks`);
          await settle();
        },
        write: async () => {
          log.push(`${name} writes`);
          await settle();
          return name;
        },
      });
    };
    await expect(Promise.all([request('first'), request('second')])).resolves.toEqual([
      'first',
      'second',
    ]);
    expect(log).toEqual([
      // The first has no one ahead of it: it keeps its place in admission.
      'second steps aside',
      'first asks',
      'first writes',
      'second comes back',
      'second asks',
      'second writes',
    ]);
  });
});
