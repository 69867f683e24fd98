import { isEligible } from './age';
import {
  INTEREST_CATEGORIES,
  PREFERRED_TYPE_CATEGORIES,
  categoriesFor,
} from './interest-categories';
import { daysBetween } from './iso-date';
import { createRandom } from './random';
import { isInSlot, weekdayName, windowSlots } from './time-windows';

/**
 * Home's "For You": which upcoming activities suit a family, why, and a varied six. Pure rules;
 * the server fetches the candidates (upcoming, bookable, fitting a kid's age) and asks these.
 */

/** Candidates come from the next 30 days first (the server widens when that finds too few). */
export const FOR_YOU_DAYS = 30;
/** Diversity: at most this many picks of one category while others are on offer. */
export const FOR_YOU_PER_CATEGORY = 2;

export type ForYouKid = { name: string; birthDate: string; interests: string[] };
export type ForYouPreferences = {
  activityTypes: string[];
  preferredDays: string[];
  preferredTimes: string[];
  maxDistance: number;
};
export type ForYouFamily = { kids: ForYouKid[]; preferences: ForYouPreferences | null };
export type ForYouCandidate = {
  type: string;
  date: string;
  startTime: string;
  ageMin: number;
  ageMax: number;
  distanceMiles: number | null;
};

/** Whether there is anything to rank by: kids, or saved types, days or times. */
export function hasFamilySignal({ kids, preferences: p }: ForYouFamily): boolean {
  if (kids.length > 0) return true;
  return !!p && p.activityTypes.length + p.preferredDays.length + p.preferredTimes.length > 0;
}

/** The first eligible kid (in the family's order) with an interest pointing at this category. */
function lovedBy(kids: ForYouKid[], category: string) {
  for (const kid of kids) {
    const interest = kid.interests.find((i) =>
      categoriesFor([i], INTEREST_CATEGORIES).some((c) => c === category),
    );
    if (interest) return { kid, interest };
  }
  return null;
}

/**
 * How well a candidate suits the family, and the reason shown with it; null when it fits none
 * of the kids' ages. Interests weigh most, then saved types, days, times and distance; sooner
 * is a little better.
 */
export function scoreForFamily(
  c: ForYouCandidate,
  { kids, preferences: p }: ForYouFamily,
  today: string,
): { score: number; reason: string | null } | null {
  const eligible = kids.filter((k) => isEligible(k, c, today));
  if (kids.length > 0 && eligible.length === 0) return null;

  const loved = lovedBy(eligible, c.type);
  const matchesType =
    !!p && categoriesFor(p.activityTypes, PREFERRED_TYPE_CATEGORIES).some((t) => t === c.type);
  const matchesDay = !!p && p.preferredDays.includes(weekdayName(c.date));
  const matchesTime =
    !!p && windowSlots(p.preferredTimes).some((s) => isInSlot(s, c.date, c.startTime));
  const isNear = !!p && c.distanceMiles !== null && c.distanceMiles <= p.maxDistance;
  const soon = Math.max(0, 1 - daysBetween(today, c.date) / FOR_YOU_DAYS);

  const score =
    (loved ? 4 : 0) +
    (matchesType ? 2 : 0) +
    (matchesDay ? 1 : 0) +
    (matchesTime ? 1 : 0) +
    (isNear ? 0.5 : 0) +
    soon * 0.5;

  const firstFit = eligible[0];
  const reason = loved
    ? `${loved.kid.name} loves ${loved.interest}`
    : matchesType || matchesDay || matchesTime
      ? 'Matches your preferences'
      : firstFit
        ? `Fits ${firstFit.name}'s age`
        : null;
  return { score, reason };
}

/**
 * The best `count`, at most FOR_YOU_PER_CATEGORY per category; only when the candidates cannot
 * fill the list that way do further picks of a category come in.
 */
export function pickDiverse<T extends { type: string; score: number }>(
  scored: readonly T[],
  count: number,
): T[] {
  const ranked = [...scored].sort((x, y) => y.score - x.score);
  const picked: T[] = [];
  const perCategory = new Map<string, number>();
  for (const item of ranked) {
    if (picked.length === count) break;
    const n = perCategory.get(item.type) ?? 0;
    if (n >= FOR_YOU_PER_CATEGORY) continue;
    perCategory.set(item.type, n + 1);
    picked.push(item);
  }
  for (const item of ranked) {
    if (picked.length === count) break;
    if (!picked.includes(item)) picked.push(item);
  }
  return picked;
}

/**
 * A varied pick with nothing to rank by: categories in a shuffled order, one at a time, each
 * giving a shuffled candidate. The same candidates on the same day give the same pick.
 */
export function varietyPick<T extends { type: string }>(
  candidates: readonly T[],
  day: string,
  count: number,
): T[] {
  const random = createRandom(`for-you:${day}`);
  const byCategory = new Map<string, T[]>();
  for (const c of candidates) byCategory.set(c.type, [...(byCategory.get(c.type) ?? []), c]);
  const queues = random
    .shuffle([...byCategory.keys()].sort())
    .map((type) => random.shuffle(byCategory.get(type) ?? []));
  const picked: T[] = [];
  while (picked.length < count && queues.some((q) => q.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && picked.length < count) picked.push(next);
    }
  }
  return picked;
}
