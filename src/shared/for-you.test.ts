import { describe, expect, it } from 'vitest';
import {
  FOR_YOU_PER_CATEGORY,
  hasFamilySignal,
  pickDiverse,
  scoreForFamily,
  varietyPick,
  type ForYouCandidate,
  type ForYouFamily,
} from './for-you';

const MONDAY = '2026-11-23';
const SATURDAY = '2026-11-28';
const TODAY = '2026-11-22';

const candidate = (o: Partial<ForYouCandidate> = {}): ForYouCandidate => ({
  type: 'Music',
  date: '2026-11-24',
  startTime: '10:00:00',
  ageMin: 3,
  ageMax: 10,
  distanceMiles: null,
  ...o,
});
const maya = { name: 'Maya', birthDate: '2019-05-01', interests: ['Art', 'Theatre'] }; // 7
const sam = { name: 'Sam', birthDate: '2022-03-01', interests: [] }; // 4
const noPrefs: ForYouFamily = { kids: [maya, sam], preferences: null };
const prefs = {
  activityTypes: ['Sports'],
  preferredDays: ['Saturday'],
  preferredTimes: ['After School'],
  maxDistance: 5,
};

describe('scoreForFamily', () => {
  it('leaves out what fits none of the kids', () => {
    expect(scoreForFamily(candidate({ ageMin: 9, ageMax: 12 }), noPrefs, TODAY)).toBeNull();
    expect(scoreForFamily(candidate({ ageMin: 4, ageMax: 4 }), noPrefs, TODAY)).not.toBeNull();
  });

  it("says whose interest it is, through the interest's categories", () => {
    const art = scoreForFamily(candidate({ type: 'Art & Crafts' }), noPrefs, TODAY);
    expect(art?.reason).toBe('Maya loves Art');
    const dance = scoreForFamily(candidate({ type: 'Dance' }), noPrefs, TODAY);
    expect(dance?.reason).toBe('Maya loves Theatre');
  });

  it('does not credit an interest to a kid the activity does not fit', () => {
    const art = scoreForFamily(candidate({ type: 'Art & Crafts', ageMax: 5 }), noPrefs, TODAY);
    expect(art?.reason).toBe("Fits Sam's age");
  });

  it('ranks interests above saved preferences above age alone', () => {
    const family = { kids: [maya, sam], preferences: prefs };
    const score = (o: Partial<ForYouCandidate>) =>
      scoreForFamily(candidate(o), family, TODAY)?.score ?? -1;
    expect(score({ type: 'Art & Crafts' })).toBeGreaterThan(score({ type: 'Sports' }));
    expect(score({ type: 'Sports' })).toBeGreaterThan(score({ type: 'Cooking' }));
    expect(scoreForFamily(candidate({ type: 'Sports' }), family, TODAY)?.reason).toBe(
      'Matches your preferences',
    );
  });

  it('counts preferred days, times and distance for a family without kids', () => {
    const family = { kids: [], preferences: prefs };
    const plain = scoreForFamily(candidate({ type: 'Cooking' }), family, TODAY);
    const saturday = scoreForFamily(candidate({ type: 'Cooking', date: SATURDAY }), family, TODAY);
    const afterSchool = scoreForFamily(
      candidate({ type: 'Cooking', date: MONDAY, startTime: '15:30:00' }),
      family,
      TODAY,
    );
    const near = scoreForFamily(candidate({ type: 'Cooking', distanceMiles: 2 }), family, TODAY);
    expect(plain?.reason).toBeNull();
    expect(saturday?.reason).toBe('Matches your preferences');
    expect(afterSchool?.reason).toBe('Matches your preferences');
    for (const better of [saturday, afterSchool, near]) {
      expect(better?.score ?? 0).toBeGreaterThan(plain?.score ?? 0);
    }
  });

  it('prefers sooner among equals', () => {
    const soon = scoreForFamily(candidate({ date: '2026-11-23' }), noPrefs, TODAY);
    const later = scoreForFamily(candidate({ date: '2026-12-15' }), noPrefs, TODAY);
    expect(soon?.score ?? 0).toBeGreaterThan(later?.score ?? 0);
  });

  it('knows when there is nothing to rank by', () => {
    expect(hasFamilySignal({ kids: [], preferences: null })).toBe(false);
    const empty = { activityTypes: [], preferredDays: [], preferredTimes: [], maxDistance: 10 };
    expect(hasFamilySignal({ kids: [], preferences: empty })).toBe(false);
    expect(hasFamilySignal({ kids: [sam], preferences: null })).toBe(true);
    expect(hasFamilySignal({ kids: [], preferences: prefs })).toBe(true);
  });
});

describe('pickDiverse', () => {
  const item = (type: string, score: number) => ({ type, score });

  it('takes the best, at most two of a category', () => {
    const scored = [
      item('Art', 9),
      item('Art', 8),
      item('Art', 7),
      item('Music', 6),
      item('Art', 5),
      item('Dance', 4),
      item('Music', 3),
      item('Music', 2),
      item('Sports', 1),
    ];
    const picked = pickDiverse(scored, 6);
    expect(picked.map((p) => p.score)).toEqual([9, 8, 6, 4, 3, 1]);
    const perType = new Map<string, number>();
    for (const p of picked) perType.set(p.type, (perType.get(p.type) ?? 0) + 1);
    expect(Math.max(...perType.values())).toBeLessThanOrEqual(FOR_YOU_PER_CATEGORY);
  });

  it('fills the list from the best remaining when too few categories are on offer', () => {
    const picked = pickDiverse([item('Art', 5), item('Art', 4), item('Art', 3)], 6);
    expect(picked.map((p) => p.score)).toEqual([5, 4, 3]);
    const two = pickDiverse([item('Art', 5), item('Art', 4), item('Art', 3), item('Sun', 1)], 3);
    expect(two.map((p) => p.score)).toEqual([5, 4, 1]);
  });
});

describe('varietyPick', () => {
  const types = ['Art', 'Music', 'Dance', 'Coding', 'Science', 'Cooking', 'Nature', 'Sports'];
  const candidates = types.flatMap((type) => [1, 2, 3].map((n) => ({ type, id: `${type}${n}` })));

  it('picks across categories, the same way all day', () => {
    const picked = varietyPick(candidates, TODAY, 6);
    expect(picked).toHaveLength(6);
    expect(new Set(picked.map((p) => p.type)).size).toBe(6);
    expect(varietyPick(candidates, TODAY, 6)).toEqual(picked);
  });

  it('varies from day to day', () => {
    const days = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'];
    const picks = days.map((d) => JSON.stringify(varietyPick(candidates, d, 6)));
    expect(new Set(picks).size).toBeGreaterThan(1);
  });

  it('returns what there is when there is less than asked', () => {
    expect(varietyPick(candidates.slice(0, 4), TODAY, 6)).toHaveLength(4);
  });
});
