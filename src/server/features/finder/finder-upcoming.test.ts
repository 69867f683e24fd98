import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity } from '../../../../tests/factories';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import type { FinderResult } from '../../../shared/schemas/finder';

/**
 * GET /api/finder offers only sessions that have not started by the parent's clock (`now`):
 * asked at noon on Wednesday 9 January 2030, the 09:00 swim that day has started.
 */

const TODAY = '2030-01-09';
const NOON = `${TODAY}T12:00:00`;

let t: TestApp;
const ids: Record<'started' | 'later' | 'tomorrow', number> = { started: 0, later: 0, tomorrow: 0 };
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
  const swim = { type: 'Swimming', title: 'Splash Swim', ageMin: 3, ageMax: 12 };
  const at = (date: string, startTime: string, endTime: string) =>
    createActivity(t.db, { ...swim, date, startTime, endTime }).then((row) => row.id);
  ids.started = await at(TODAY, '09:00', '10:00');
  ids.later = await at(TODAY, '15:00', '16:00');
  ids.tomorrow = await at('2030-01-10', '09:00', '10:00');
});
afterAll(() => t.close());

const find = async (q: string, now = NOON) => {
  const res = await t.request(`/api/finder?${new URLSearchParams({ q, now }).toString()}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as FinderResult).items.map((i) => i.id).sort((a, b) => a - b);
};

describe('the finder and sessions that started today', () => {
  it('leaves out a session of today that has started', async () => {
    expect(await find('swim')).toEqual([ids.later, ids.tomorrow].sort((a, b) => a - b));
  });

  it("keeps only today's sessions still to start for 'today'", async () => {
    expect(await find('swim today')).toEqual([ids.later]);
  });

  it('offers every session of the day before it starts', async () => {
    expect(await find('swim today', `${TODAY}T08:00:00`)).toEqual(
      [ids.started, ids.later].sort((a, b) => a - b),
    );
  });
});

describe('the finder and dates past its first two weeks', () => {
  // Pottery only here: the swims above keep their own answers.
  const clay = { type: 'Art & Crafts', title: 'Clay Corner', ageMin: 3, ageMax: 12 };
  const on: Record<'inProbe' | 'pastProbe' | 'nextMonth', number> = {
    inProbe: 0,
    pastProbe: 0,
    nextMonth: 0,
  };
  beforeAll(async () => {
    const at = (date: string) =>
      createActivity(t.db, { ...clay, date, startTime: '10:00', endTime: '11:00' }).then(
        (row) => row.id,
      );
    on.inProbe = await at('2030-01-20');
    // Past the first 14 days the finder reads from the sessions' date index.
    on.pastProbe = await at('2030-01-29');
    on.nextMonth = await at('2030-02-18');
  });

  it('finds a session later in a range that goes past those days', async () => {
    expect(await find('pottery in january')).toEqual([on.inProbe, on.pastProbe]);
    expect(await find('pottery')).toEqual([on.inProbe, on.pastProbe, on.nextMonth]);
  });

  it('finds only those days for a range that ends within them', async () => {
    // Next week runs Monday 14 to Sunday 20 January.
    expect(await find('pottery next week')).toEqual([on.inProbe]);
    expect(await find('pottery this weekend')).toEqual([]);
  });
});
