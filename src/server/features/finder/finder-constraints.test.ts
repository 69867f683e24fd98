import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { createActivity, createKid, signedInParent } from '../../../../tests/factories';
import { birthDateForAge } from '../../../../tests/factories/kids';
import type { FinderResult } from '../../../shared/schemas/finder';

/**
 * The finders keep their word (docs/finder-conventions.md): every chip shown is a hard constraint,
 * "both kids" means the family's kids, only what can still be booked is offered, and an answer
 * says when the text was not understood or which chip emptied it. Asked on Wednesday 9 January
 * 2030, so "this Saturday" is the 12th and "tomorrow" the 10th whatever day the tests run.
 */

const NOW = '2030-01-09T09:00:00';
const TODAY = '2030-01-09';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true', LOG_LEVEL: 'error' });
});
afterAll(() => t.close());

let nextIp = 1;
async function find(params: Record<string, string | string[]>, cookie?: string) {
  const search = new URLSearchParams({ now: NOW, limit: '50' });
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
  }
  const res = await t.request(`/api/finder?${search}`, {
    cookie,
    headers: { 'x-forwarded-for': `198.51.100.${nextIp++}` },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as FinderResult;
}
const titles = (r: FinderResult) => r.items.map((i) => i.title).sort();

describe('every chip the finder shows is a hard constraint', () => {
  beforeAll(async () => {
    const saturday = { date: '2030-01-12', startTime: '10:00', endTime: '11:00', ageMin: 3 };
    await createActivity(t.db, {
      ...saturday,
      title: 'Family Nature Walk',
      type: 'Nature',
      tags: ['outdoor', 'park'],
      priceCents: 1500,
      ageMax: 10,
    });
    await createActivity(t.db, {
      ...saturday,
      title: 'Indoor Play Gym',
      type: 'Sports',
      tags: ['indoor'],
      priceCents: 2000,
      ageMax: 8,
    });
    const tomorrow = { date: '2030-01-10', startTime: '15:00', endTime: '16:00' };
    await createActivity(t.db, {
      ...tomorrow,
      title: 'Family Swim',
      type: 'Swimming',
      tags: ['indoor', 'pool'],
      priceCents: 0,
    });
    await createActivity(t.db, {
      ...tomorrow,
      title: 'Park Run',
      type: 'Sports',
      tags: ['outdoor'],
      priceCents: 0,
    });
    await createActivity(t.db, {
      ...tomorrow,
      title: 'Outdoor Explorers',
      type: 'Nature',
      tags: ['Outdoor'],
      priceCents: 1000,
    });
  });

  it('offers nothing outside an Indoor chip', async () => {
    const r = await find({
      q: 'something indoor for my 6 year old this saturday morning under $30',
    });
    expect(r.interpretation.summary).toBe(
      'Age 6 · Under $30 · This Saturday · Morning · Weekend · Indoor',
    );
    expect(titles(r)).toEqual(['Indoor Play Gym']);
    expect(r.total).toBe(1);
  });

  it('offers only free outdoor activities for "free outdoor stuff tomorrow"', async () => {
    const q = 'free outdoor stuff tomorrow';
    expect(titles(await find({ q }))).toEqual(['Park Run']);
    // Removing a chip reruns without it.
    expect(titles(await find({ q, ignore: 'group:outdoor' }))).toEqual(['Family Swim', 'Park Run']);
    expect(titles(await find({ q, ignore: 'free' }))).toEqual(['Outdoor Explorers', 'Park Run']);
  });

  it('says which chips emptied the list, and how many each would let back', async () => {
    const r = await find({ q: 'indoor and outdoor tomorrow' });
    expect(r.items).toEqual([]);
    expect(r.total).toBe(0);
    expect(r.relaxations).toEqual(
      expect.arrayContaining([
        // Without 'Indoor', the two outdoor ones; without 'Outdoor', Family Swim.
        { key: 'group:indoor', label: 'Indoor', total: 2 },
        { key: 'group:outdoor', label: 'Outdoor', total: 1 },
      ]),
    );
    expect(r.relaxations.map((x) => x.key)).not.toContain('dates');
    // A list with something in it tries nothing.
    expect((await find({ q: 'outdoor tomorrow' })).relaxations).toEqual([]);
  });
});

describe('"both kids", "my kids", "the kids"', () => {
  it("select the family's kids and use their ages and number", async () => {
    const parent = await signedInParent(t);
    await createKid(t, parent, { name: 'Ava', birthDate: birthDateForAge(5, TODAY) });
    await createKid(t, parent, { name: 'Leo', birthDate: birthDateForAge(9, TODAY) });
    const nextWeek = { date: '2030-01-15', type: 'Art & Crafts', tags: ['art'] };
    await createActivity(t.db, { ...nextWeek, title: 'Toddler Messy Art', ageMin: 1, ageMax: 3 });
    await createActivity(t.db, { ...nextWeek, title: 'Art Studio', ageMin: 5, ageMax: 10 });
    await createActivity(t.db, {
      ...nextWeek,
      title: 'Art Duo',
      ageMin: 5,
      ageMax: 10,
      capacity: 8,
      spotsLeft: 1,
    });
    const q = 'art class for both kids next week';

    const family = await find({ q }, parent.cookie);
    expect(family.interpretation.allKids).toBe(true);
    expect(family.interpretation.keywords).not.toContain('both');
    // Ages 5–9, and a place for each of the two.
    expect(titles(family)).toEqual(['Art Studio']);

    // Without the chip, or for a visitor, nobody's ages or number apply.
    const all = ['Art Duo', 'Art Studio', 'Toddler Messy Art'];
    expect(titles(await find({ q, ignore: 'allKids' }, parent.cookie))).toEqual(all);
    expect(titles(await find({ q }))).toEqual(all);
  });
});

describe('only what can be booked', () => {
  it('leaves out full sessions and those with fewer places than the kids asked for', async () => {
    const day = { date: '2030-02-03', type: 'Music', ageMin: 4, ageMax: 10, capacity: 10 };
    await createActivity(t.db, { ...day, title: 'Sold Out Drums', spotsLeft: 0 });
    await createActivity(t.db, {
      ...day,
      title: 'Last Place Piano',
      spotsLeft: 1,
      startTime: '09:00',
    });
    await createActivity(t.db, {
      ...day,
      title: 'Roomy Choir',
      spotsLeft: 6,
      startTime: '11:00',
      endTime: '12:00',
    });

    expect(titles(await find({ q: 'music on february 3' }))).toEqual([
      'Last Place Piano',
      'Roomy Choir',
    ]);
    expect(titles(await find({ q: 'music for my two kids on february 3' }))).toEqual([
      'Roomy Choir',
    ]);

    // Two kids chosen in 'Who's joining?': the one place comes last, after the soonest.
    const parent = await signedInParent(t);
    const kids = [
      await createKid(t, parent, { birthDate: birthDateForAge(6, TODAY) }),
      await createKid(t, parent, { birthDate: birthDateForAge(7, TODAY) }),
    ];
    const chosen = await find(
      { q: 'music on february 3', kidIds: kids.map((k) => k.id) },
      parent.cookie,
    );
    expect(chosen.items.map((i) => i.title)).toEqual(['Roomy Choir', 'Last Place Piano']);
    expect(chosen.items[1]?.spotsLeft).toBe(1);
  });
});

describe('a request that says nothing the finders know', () => {
  it('is answered with every fitting activity, marked not understood', async () => {
    await createActivity(t.db, { date: '2030-01-20', title: 'Lego Builders', type: 'Science' });
    const nonsense = await find({ q: 'asdkjh qwpoe zzxv' });
    expect(nonsense.understood).toBe(false);
    expect(nonsense.total).toBeGreaterThan(5);

    expect((await find({ q: 'lego' })).understood).toBe(true);
    expect((await find({ q: 'swimming' })).understood).toBe(true);
    // "my kids" names the family; for a visitor with none, it says nothing.
    expect((await find({ q: 'for my kids' })).understood).toBe(false);
  });
});
