import { ACTIVITY_CATEGORIES, type ActivityCategory } from '../../../shared/activity-categories';
import { activityImageUrl } from '../../../shared/activity-images';
import { daysBetween, isWeekend } from '../../../shared/iso-date';
import { createRandom, type Random } from '../../../shared/random';
import { PARKS, STREETS } from './demo-data/places';
import { CATEGORY_TAGS, DEMO_PROVIDERS } from './demo-data/providers';
import { ACTIVE_TEMPLATES } from './demo-data/templates-active';
import { CREATIVE_TEMPLATES } from './demo-data/templates-creative';
import type { DemoProvider, DemoTemplate } from './demo-data/types';

/**
 * The demo catalogue as pure data: no clock, no database. Each calendar day is generated from
 * (DEMO_SEED, date) alone, so a date always yields the same activities wherever and whenever it
 * is generated, and the seed can add new days without touching old ones.
 */

/** Changing this regenerates every future demo day differently; old rows keep their refs. */
export const DEMO_SEED = 'kidventure-demo-v1';
export const DEMO_REF_PREFIX = 'demo:';
/** Programs of several sessions, keyed by their start week: `demo:program:<Monday>:<n>`. */
export const DEMO_PROGRAM_REF_PREFIX = `${DEMO_REF_PREFIX}program:`;
/** Venues are scattered within this distance of the city centre. */
export const DEMO_RADIUS_KM = 15;

export type DemoCity = { name: string; lat: number; lng: number };

export type DemoActivity = {
  providerSlug: string;
  externalRef: string;
  title: string;
  description: string;
  type: ActivityCategory;
  tags: string[];
  locationName: string;
  address: string;
  lat: number;
  lng: number;
  imageUrl: string;
  priceCents: number;
  date: string;
  startTime: string;
  endTime: string;
  ageMin: number;
  ageMax: number;
  capacity: number;
  spotsLeft: number;
};

export type Place = { name: string; address: string; lat: number; lng: number };
type Pick = { category: ActivityCategory; template: DemoTemplate };

export const TEMPLATES: Record<ActivityCategory, DemoTemplate[]> = {
  ...CREATIVE_TEMPLATES,
  ...ACTIVE_TEMPLATES,
};

export function demoProviders() {
  return DEMO_PROVIDERS.map((p: DemoProvider) => ({
    slug: p.slug,
    name: p.name,
    description: p.description,
    // .example is reserved: links that look real but never reach a stranger's site.
    website: `https://${p.slug}.example`,
    siblingDiscountPercent: p.siblingDiscountPercent ?? null,
  }));
}

function runsOn(template: DemoTemplate, weekend: boolean): boolean {
  return weekend
    ? template.slot === 'weekend' || template.slot === 'any'
    : template.slot !== 'weekend';
}

const allPicks: Pick[] = ACTIVITY_CATEGORIES.flatMap((category) =>
  TEMPLATES[category].map((template) => ({ category, template })),
);
const highlights = (weekend: boolean) =>
  allPicks.filter((p) => p.template.highlight && runsOn(p.template, weekend));
const WEEKDAY_HIGHLIGHTS = highlights(false);
const WEEKEND_HIGHLIGHTS = highlights(true);
/** A Monday: weekday and weekend-day indices count from here. */
const EPOCH_MONDAY = '2024-01-01';

const mod = (n: number, m: number) => ((n % m) + m) % m;

/**
 * Each day's first activity comes from a fixed rotation of highlights (camps, parties, free
 * walks …), consecutive weekdays taking consecutive ones, so every finder keyword has matches
 * in any few weeks of the catalogue instead of depending on luck.
 */
function highlightFor(date: string, weekend: boolean): Pick {
  const n = daysBetween(EPOCH_MONDAY, date);
  const week = Math.floor(n / 7);
  const day = mod(n, 7); // 0 = Monday … 6 = Sunday
  const list = weekend ? WEEKEND_HIGHLIGHTS : WEEKDAY_HIGHLIGHTS;
  const index = weekend ? week * 2 + (day - 5) : week * 5 + day;
  return list[mod(index, list.length)] as Pick;
}

/** A point uniformly spread over a disc of DEMO_RADIUS_KM around the centre. */
export function place(name: string, key: string, city: DemoCity): Place {
  const rng = createRandom(`${DEMO_SEED}:place:${key}`);
  const km = DEMO_RADIUS_KM * Math.sqrt(rng.next());
  const bearing = rng.next() * 2 * Math.PI;
  const lat = city.lat + (km * Math.cos(bearing)) / 111.32;
  const lng = city.lng + (km * Math.sin(bearing)) / (111.32 * Math.cos((city.lat * Math.PI) / 180));
  const round = (x: number) => Math.round(x * 1e5) / 1e5;
  const address = `${rng.int(10, 2999)} ${rng.pick(STREETS)}, ${city.name}`;
  return { name, address, lat: round(lat), lng: round(lng) };
}

export const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Start on the hour or half hour between 08:00 and 18:00, at a time that suits the slot. */
export function startMinutes(rng: Random, template: DemoTemplate, weekend: boolean): number {
  const halfHours = (from: number, to: number) => from + 30 * rng.int(0, (to - from) / 30);
  if (template.slot === 'camp') return rng.pick([510, 540]);
  if (template.slot === 'weekday') return halfHours(540, 720);
  if (weekend) return halfHours(480, Math.min(960, 1200 - template.minutes));
  return halfHours(930, template.slot === 'afterSchool' ? 1050 : 1080);
}

export function priceCents(rng: Random, [min, max]: [number, number]): number {
  if (max === 0) return 0;
  return (min * 2 + rng.int(0, (max - min) * 2)) * 50; // whole or half dollars
}

export function seats(rng: Random, template: DemoTemplate) {
  const [lo, hi] = template.capacity ?? [8, 20];
  const capacity = Math.min(30, Math.max(6, rng.int(lo, hi)));
  const roll = rng.next();
  const spotsLeft =
    roll < 0.04 ? 0 : roll < 0.16 ? rng.int(1, 2) : rng.int(Math.ceil(capacity / 4), capacity);
  return { capacity, spotsLeft };
}

export type DemoDayGenerator = (date: string) => DemoActivity[];

/** A generator for one city; call it per date. Venues are computed once per city. */
export function demoDayGenerator(city: DemoCity): DemoDayGenerator {
  const venues = new Map(DEMO_PROVIDERS.map((p) => [p.slug, place(p.venue, p.slug, city)]));
  const parks = PARKS.map((name) => place(name, name, city));
  const providersOf = (category: ActivityCategory, template: DemoTemplate) =>
    DEMO_PROVIDERS.filter(
      (p) => p.category === category && (!template.by || template.by.includes(p.slug)),
    );

  return (date) => {
    // Fewer than before programs came: weekly classes and camps now come from demo-programs.
    const rng = createRandom(`${DEMO_SEED}:${date}`);
    const weekend = isWeekend(date);
    const count = weekend ? rng.int(8, 10) : rng.int(5, 7);
    const categories = rng.shuffle(ACTIVITY_CATEGORIES);
    const picks: Pick[] = [highlightFor(date, weekend)];
    for (let i = 1; i < count; i++) {
      const category = categories[(i - 1) % categories.length] as ActivityCategory;
      const options = TEMPLATES[category].filter((t) => runsOn(t, weekend));
      picks.push({ category, template: rng.pick(options) });
    }

    return picks.map(({ category, template }, i): DemoActivity => {
      const provider = rng.pick(providersOf(category, template));
      const outdoor = template.setting === 'outdoor';
      const venue = outdoor ? rng.pick(parks) : (venues.get(provider.slug) as Place);
      const start = startMinutes(rng, template, weekend);
      const tags = [category, ...CATEGORY_TAGS[category], ...template.tags, template.setting];
      if (outdoor) tags.push('park');
      return {
        providerSlug: provider.slug,
        externalRef: `${DEMO_REF_PREFIX}${date}:${i}`,
        title: template.title,
        description: template.description,
        type: category,
        tags: uniqueIgnoringCase(tags),
        locationName: venue.name,
        address: venue.address,
        lat: venue.lat,
        lng: venue.lng,
        imageUrl: activityImageUrl(template.image),
        priceCents: priceCents(rng, template.price),
        date,
        startTime: hhmm(start),
        endTime: hhmm(start + template.minutes),
        ageMin: template.ages[0],
        ageMax: template.ages[1],
        ...seats(rng, template),
      };
    });
  };
}

/** 'Coding' and 'coding' are one tag to a parent: keep the first spelling of each. */
export function uniqueIgnoringCase(tags: string[]): string[] {
  const seen = new Map<string, string>();
  for (const tag of tags) if (!seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  return [...seen.values()];
}
