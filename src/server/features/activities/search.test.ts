import { describe, expect, it } from 'vitest';
import { distanceMiles } from '../../../shared/geo';
import { addDays, localIsoDate, weekdayOf } from '../../../shared/iso-date';
import { SEARCH_WEEKDAYS } from '../../../shared/schemas/search';
import { isInTimeOfDay, type TimeOfDay } from '../../../shared/time-of-day';
import {
  TORONTO,
  idsOf,
  searchCatalogueApp,
  sortedIds,
  type CreatedActivity,
} from './activities.test-helpers';

/** GET /api/activities: the text rules and every filter, against a catalogue built for them. */

const search = searchCatalogueApp();

const id = (key: string) => search.catalogue.named[key]?.id;
const today = localIsoDate();

describe('text search', () => {
  it('ranks a title match above a tag, a provider, then a description match', async () => {
    const { items } = await search.page('q=pottery');
    expect(idsOf(items)).toEqual([
      id('potteryTitle'),
      id('potteryTag'),
      id('potteryProvider'),
      id('potteryText'),
    ]);
  });

  it('puts the soonest first among equally relevant results', async () => {
    const items = await search.all('q=fixture&limit=100');
    const soonest = search.catalogue.upcoming
      .filter((a) => a.title.startsWith('Fixture'))
      .sort((x, y) =>
        `${x.date} ${x.startTime} ${String(x.id).padStart(9)}`.localeCompare(
          `${y.date} ${y.startTime} ${String(y.id).padStart(9)}`,
        ),
      );
    expect(idsOf(items)).toEqual(idsOf(soonest));
  });

  it('ranks exact words above a look-alike word, and still finds the look-alike', async () => {
    const items = await search.all('q=swimming&limit=100');
    expect(items[0]?.id).toBe(id('swimming'));
    expect(items.at(-1)?.id).toBe(id('swimingTypo'));
  });

  it.each([
    ['swiming', 'swimming'],
    ['scince', 'science'],
    ['SCINCE lab', 'science'],
  ])('tolerates a typo: "%s" finds %s', async (q, key) => {
    const { items } = await search.page(`q=${encodeURIComponent(q)}`);
    expect(idsOf(items)).toContain(id(key));
  });

  const byKeys =
    (...keys: string[]) =>
    (a: CreatedActivity) =>
      keys.some((k) => search.catalogue.named[k]?.id === a.id);
  it.each<[string, string, (a: CreatedActivity) => boolean]>([
    ['a fragment inside a description word', 'erpro', byKeys('boots')],
    ['the same in mixed case', 'ErPRo', byKeys('boots')],
    ['a tag fragment', 'dwork', byKeys('woodwork')],
    ['a title fragment', 'ottery wh', byKeys('potteryTitle')],
    [
      'a provider fragment',
      'LEAF aqua',
      (a) => a.providerId === search.catalogue.named.swimming?.providerId,
    ],
    ['LIKE wildcards as typed', '100%', byKeys('percent')],
    ['a lone wildcard', '%', byKeys('percent')],
  ])('always matches %s as a substring ("%s")', async (_, q, expected) => {
    const items = await search.all(`q=${encodeURIComponent(q)}&limit=100`);
    expect(items.length).toBeGreaterThan(0);
    expect(sortedIds(items)).toEqual(sortedIds(search.catalogue.upcoming.filter(expected)));
  });

  it('reads a lone underscore as itself, not as any one character: nothing has one', async () => {
    const texts = search.catalogue.upcoming.map((a) => a.searchText);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(text).toMatch(/\w/);
      expect(text).not.toContain('_');
    }
    expect(await search.all('q=_&limit=100')).toEqual([]);
  });

  it('never returns past activities, whatever matches', async () => {
    const past = id('past');
    expect(past).toBeDefined();
    const items = await search.all('q=swimming&limit=100');
    expect(items.length).toBeGreaterThan(0);
    expect(idsOf(items)).not.toContain(past);
  });
});

describe('how many were found, and the text as corrected', () => {
  it('counts every match on the first page, and leaves the count to it on later pages', async () => {
    const expected = search.catalogue.upcoming.filter((a) => a.title.startsWith('Fixture'));
    const first = await search.page('q=fixture&limit=5');
    expect(first.items).toHaveLength(5);
    expect(first).toMatchObject({ total: expected.length, totalCapped: false });
    const second = await search.page(`q=fixture&limit=5&cursor=${first.nextCursor ?? ''}`);
    expect(second).toMatchObject({ total: null, correctedQuery: null });
  });

  it('counts what the filters leave, and zero when nothing matches', async () => {
    const open = search.catalogue.upcoming.filter((a) => a.spotsLeft > 0);
    expect(open.length).toBeGreaterThan(1);
    expect((await search.page('available=true&limit=1')).total).toBe(open.length);
    expect(await search.page('q=zzqqxx')).toMatchObject({ items: [], total: 0 });
  });

  it.each([
    ['socer', 'soccer', 'soccer'],
    ['Scince', 'science', 'science'],
    ['scince lab', 'science lab', 'science'],
  ])('says "%s" was read as "%s" when a look-alike found it', async (q, corrected, key) => {
    for (const sort of ['relevance', 'date']) {
      const page = await search.page(`q=${encodeURIComponent(q)}&sort=${sort}`);
      expect(page.correctedQuery).toBe(corrected);
      expect(idsOf(page.items)).toContain(id(key));
    }
  });

  it('says nothing was corrected when every word is known', async () => {
    // 'Swiming Club' is in the catalogue: the word is known, as typed.
    for (const q of ['swimming', 'swiming', 'soccer']) {
      expect((await search.page(`q=${q}`)).correctedQuery).toBeNull();
    }
  });

  it('says nothing was corrected when the look-alikes found nothing the filters allow', async () => {
    const page = await search.page(`q=socer&type=${encodeURIComponent('Music')}`);
    expect(page).toMatchObject({ total: 0, correctedQuery: null });
  });
});

describe('filters', () => {
  const weekday = (a: CreatedActivity) => SEARCH_WEEKDAYS[(weekdayOf(a.date) + 6) % 7] ?? '';
  const at = (time: TimeOfDay, a: CreatedActivity) =>
    isInTimeOfDay(time, a.date, a.startTime.slice(0, 5));
  const ages = (age: number, a: CreatedActivity) => a.ageMin <= age && a.ageMax >= age;
  const from = addDays(today, 5);
  const to = addDays(today, 20);

  it.each<[string, (a: CreatedActivity) => boolean]>([
    ['', () => true],
    ['type=Music&type=Dance', (a) => ['Music', 'Dance'].includes(a.type)],
    ['tag=party&tag=outdoor', (a) => a.tags.includes('party') || a.tags.includes('outdoor')],
    ['age=7', (a) => ages(7, a)],
    ['ages=1&ages=11', (a) => ages(1, a) || ages(11, a)],
    ['ages=5', (a) => ages(5, a)],
    ['ages=2&ages=8&age=4', (a) => (ages(2, a) || ages(8, a)) && ages(4, a)],
    [`from=${from}&to=${to}`, (a) => a.date >= from && a.date <= to],
    [`from=${addDays(today, -30)}`, () => true],
    ['weekday=saturday&weekday=sunday', (a) => ['saturday', 'sunday'].includes(weekday(a))],
    ['timeOfDay=morning', (a) => at('morning', a)],
    [
      'window=Weekday+Mornings&window=Weekend+Evenings',
      (a) =>
        (weekdayOf(a.date) % 6 !== 0 && at('morning', a)) ||
        (weekdayOf(a.date) % 6 === 0 && at('evening', a)),
    ],
    ['window=After+School', (a) => at('afterSchool', a)],
    ['timeOfDay=afterSchool&timeOfDay=evening', (a) => at('afterSchool', a) || at('evening', a)],
    ['minPrice=1500', (a) => a.priceCents >= 1500],
    ['maxPrice=1500', (a) => a.priceCents <= 1500],
    ['minPrice=500&maxPrice=2500', (a) => a.priceCents >= 500 && a.priceCents <= 2500],
    ['free=true', (a) => a.priceCents === 0],
    ['free=false', () => true],
    ['available=true', (a) => a.spotsLeft > 0],
    [`lat=${TORONTO.lat}&lng=${TORONTO.lng}&withinMiles=3`, (a) => distanceMiles(TORONTO, a) <= 3],
    [
      'type=Music&type=Sports&age=7&available=true&maxPrice=2500',
      (a) =>
        ['Music', 'Sports'].includes(a.type) &&
        ages(7, a) &&
        a.spotsLeft > 0 &&
        a.priceCents <= 2500,
    ],
    [
      'q=fixture&tag=camp&timeOfDay=morning&weekday=monday&weekday=tuesday&weekday=friday',
      (a) =>
        a.title.startsWith('Fixture') &&
        a.tags.includes('camp') &&
        at('morning', a) &&
        ['monday', 'tuesday', 'friday'].includes(weekday(a)),
    ],
    [
      `q=fixture&lat=${TORONTO.lat}&lng=${TORONTO.lng}&withinMiles=2.5&free=true`,
      (a) =>
        a.title.startsWith('Fixture') && distanceMiles(TORONTO, a) <= 2.5 && a.priceCents === 0,
    ],
  ])('?%s returns exactly the upcoming activities the rule accepts', async (query, rule) => {
    const items = await search.all(`${query}&limit=100`);
    expect(items.length).toBeGreaterThan(0);
    expect(sortedIds(items)).toEqual(sortedIds(search.catalogue.upcoming.filter(rule)));
  });

  it('gives each result its distance from the point, as shared/geo.ts measures it', async () => {
    const items = await search.all(`lat=${TORONTO.lat}&lng=${TORONTO.lng}&limit=100`);
    expect(items.length).toBeGreaterThan(0);
    expect(items).toHaveLength(search.catalogue.upcoming.length);
    for (const item of items) {
      expect(item.distanceMiles).toBeCloseTo(distanceMiles(TORONTO, item.location), 9);
    }
    const { items: plain } = await search.page('limit=3');
    expect(plain.map((i) => i.distanceMiles)).toEqual([null, null, null]);
  });

  it('carries spotsLeft on every result', async () => {
    const items = await search.all('limit=100');
    expect(items.length).toBeGreaterThan(0);
    expect(items).toHaveLength(search.catalogue.upcoming.length);
    const byId = new Map(search.catalogue.upcoming.map((a) => [a.id, a.spotsLeft]));
    for (const item of items) expect(item.spotsLeft).toBe(byId.get(item.id));
  });
});
