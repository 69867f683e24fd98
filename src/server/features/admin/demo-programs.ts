import { ACTIVITY_CATEGORIES, type ActivityCategory } from '../../../shared/activity-categories';
import { activityImageUrl } from '../../../shared/activity-images';
import { addDays, isWeekend } from '../../../shared/iso-date';
import type { BookingMode } from '../../../shared/program-options';
import { createRandom, type Random } from '../../../shared/random';
import { CAMP_THEMES, type CampTheme } from './demo-data/camps';
import { PARKS } from './demo-data/places';
import { CATEGORY_TAGS, DEMO_PROVIDERS } from './demo-data/providers';
import {
  classesMeetOn,
  isPaDay,
  isStatutoryHoliday,
  schoolBreakOn,
} from './demo-data/school-calendar';
import type { DemoTemplate } from './demo-data/types';
import {
  DEMO_PROGRAM_REF_PREFIX,
  DEMO_SEED,
  hhmm,
  place,
  priceCents,
  seats,
  startMinutes,
  TEMPLATES,
  uniqueIgnoringCase,
  type DemoActivity,
  type DemoCity,
  type Place,
} from './demo-generator';

/**
 * Demo programs of several sessions (decision 047), keyed by the Monday of the week they start:
 * weekly classes sold by the term, camp weeks in school breaks, PA-day camps and weekend
 * workshops and parties. A week's programs come from (DEMO_SEED, Monday) alone, so the seed can
 * insert them once, by ref, and their later sessions may run past the seeded horizon.
 */

export type DemoSession = { date: string; startTime: string; endTime: string };
export type DemoProgram = DemoActivity & {
  bookingMode: BookingMode;
  dropInPriceCents: number | null;
  /** In date order; the first one's date, times and the program's places are the activity's. */
  sessions: DemoSession[];
};
export type DemoWeekGenerator = (monday: string) => DemoProgram[];

const WEEKDAYS = [0, 1, 2, 3, 4];
const dollars = (rng: Random, min: number, max: number) => 500 * rng.int(min / 5, max / 5);

type Draft = Omit<
  DemoProgram,
  'externalRef' | 'locationName' | 'address' | 'lat' | 'lng' | 'providerSlug' | 'imageUrl'
> & {
  providerSlug: string;
  venue: Place;
  image: DemoTemplate['image'];
};

/** Templates a provider runs every week of a term: indoor classes that charge. */
const TERM_TEMPLATES = ACTIVITY_CATEGORIES.flatMap((category) =>
  TEMPLATES[category]
    .filter((t) => t.slot !== 'camp' && t.slot !== 'weekend' && t.setting === 'indoor')
    .filter((t) => t.price[1] > 0)
    .map((template) => ({ category, template })),
);
/** One-off weekend workshops and parties. */
const WEEKEND_TEMPLATES = ACTIVITY_CATEGORIES.flatMap((category) =>
  TEMPLATES[category]
    .filter((t) => t.slot === 'weekend' && t.price[1] > 0)
    .filter((t) => t.tags.includes('party') || t.title.includes('Workshop'))
    .map((template) => ({ category, template })),
);

/** A generator for one city; call it per Monday. */
export function demoWeekGenerator(city: DemoCity): DemoWeekGenerator {
  const venues = new Map(DEMO_PROVIDERS.map((p) => [p.slug, place(p.venue, p.slug, city)]));
  const parks = PARKS.map((name) => place(name, name, city));
  const at = (rng: Random, slug: string, outdoor: boolean) =>
    outdoor ? rng.pick(parks) : (venues.get(slug) as Place);
  const providerOf = (rng: Random, category: ActivityCategory, by?: string[]) =>
    rng.pick(DEMO_PROVIDERS.filter((p) => p.category === category && (!by || by.includes(p.slug))))
      .slug;

  return (monday) => {
    const rng = createRandom(`${DEMO_SEED}:program:${monday}`);
    const drafts: Draft[] = [
      ...terms(rng, monday, (c, t) => providerOf(rng, c, t.by), at),
      ...camps(rng, monday, (theme) => providerOf(rng, theme.category, theme.by), at),
      ...weekendOneOffs(rng, monday, (c, t) => providerOf(rng, c, t.by), at),
    ];
    return drafts.map(({ venue, image, ...d }, i) => ({
      ...d,
      externalRef: `${DEMO_PROGRAM_REF_PREFIX}${monday}:${i}`,
      locationName: venue.name,
      address: venue.address,
      lat: venue.lat,
      lng: venue.lng,
      imageUrl: activityImageUrl(image),
    }));
  };
}

type ProviderOf = (category: ActivityCategory, template: DemoTemplate) => string;
type VenueOf = (rng: Random, slug: string, outdoor: boolean) => Place;

/** Weekly dates from `first`, skipping breaks and holidays; none if the gap grows too long. */
function weeklyDates(first: string, count: number): string[] {
  const dates: string[] = [];
  for (let week = 0; week < count + 2 && dates.length < count; week++) {
    const date = addDays(first, 7 * week);
    if (classesMeetOn(date)) dates.push(date);
  }
  return dates.length === count ? dates : [];
}

function terms(rng: Random, monday: string, providerOf: ProviderOf, venueOf: VenueOf): Draft[] {
  const out: Draft[] = [];
  const count = rng.int(3, 5);
  for (let i = 0; i < count; i++) {
    const { category, template } = rng.pick(TERM_TEMPLATES);
    const offset = template.slot === 'weekday' ? rng.int(1, 3) : rng.pick([0, 1, 2, 3, 5]);
    const first = addDays(monday, offset);
    const weeks = rng.int(6, 10);
    const start = startMinutes(rng, template, isWeekend(first));
    const perSession = priceCents(rng, template.price);
    const termPrice = Math.min(
      26_000,
      Math.max(12_000, Math.round((perSession * weeks * 0.9) / 500) * 500),
    );
    const dropIn = rng.chance(0.5) ? Math.ceil(((termPrice / weeks) * 1.25) / 100) * 100 : null;
    const slug = providerOf(category, template);
    const dates = weeklyDates(first, weeks);
    // A term starts in the week it is generated for.
    if (dates[0] !== first) continue;
    out.push({
      ...common(
        category,
        template.tags,
        template.ages,
        [...CATEGORY_TAGS[category], 'weekly'],
        'indoor',
      ),
      providerSlug: slug,
      venue: venueOf(rng, slug, false),
      image: template.image,
      title: `${template.title} (${weeks}-week term)`,
      description: `${template.description} ${weeks} weekly classes, booked as a term.`,
      priceCents: termPrice,
      bookingMode: 'term',
      dropInPriceCents: dropIn,
      ...schedule(dates, start, template.minutes),
      ...seats(rng, template),
    });
  }
  return out;
}

function camps(
  rng: Random,
  monday: string,
  providerOf: (theme: CampTheme) => string,
  venueOf: VenueOf,
): Draft[] {
  const week = WEEKDAYS.map((d) => addDays(monday, d));
  const breakDays = week.filter((d) => schoolBreakOn(d) && !isStatutoryHoliday(d));
  const name = breakDays[0] ? schoolBreakOn(breakDays[0]) : undefined;
  const out: Draft[] = [];
  if (name && breakDays.length >= 2) {
    const themes = rng.shuffle(CAMP_THEMES).slice(0, name === 'Summer' ? 4 : 3);
    const extra = name === 'Winter Break' ? ['holiday'] : name === 'Summer' ? ['summer'] : [];
    for (const theme of themes) {
      const weekPrice = Math.round((dollars(rng, 250, 450) * breakDays.length) / 5 / 500) * 500;
      const dayPrice = Math.ceil(((weekPrice / breakDays.length) * 1.2) / 100) * 100;
      out.push({
        ...campDraft(rng, theme, `${name} ${theme.title}`, extra, providerOf, venueOf),
        priceCents: weekPrice,
        bookingMode: 'camp_week',
        dropInPriceCents: rng.chance(0.5) ? dayPrice : null,
        ...schedule(breakDays, rng.pick([510, 540]), 450),
      });
    }
  }
  for (const day of week.filter(isPaDay)) {
    for (const theme of rng.shuffle(CAMP_THEMES).slice(0, 2)) {
      out.push({
        ...campDraft(rng, theme, `PA Day ${theme.title}`, ['pa day'], providerOf, venueOf),
        priceCents: dollars(rng, 55, 75),
        bookingMode: 'drop_in',
        dropInPriceCents: null,
        ...schedule([day], rng.pick([510, 540]), 420),
      });
    }
  }
  return out;
}

function campDraft(
  rng: Random,
  theme: CampTheme,
  title: string,
  extraTags: string[],
  providerOf: (theme: CampTheme) => string,
  venueOf: VenueOf,
) {
  const slug = providerOf(theme);
  const capacity = rng.int(16, 30);
  const spotsLeft = rng.chance(0.1) ? rng.int(0, 2) : rng.int(Math.ceil(capacity / 3), capacity);
  const tags = ['camp', 'day camp', 'school break', ...extraTags, ...theme.tags];
  return {
    ...common(theme.category, tags, theme.ages, CATEGORY_TAGS[theme.category], theme.setting),
    providerSlug: slug,
    venue: venueOf(rng, slug, theme.setting === 'outdoor'),
    image: theme.image,
    title,
    description: theme.description,
    capacity,
    spotsLeft,
  };
}

function weekendOneOffs(rng: Random, monday: string, providerOf: ProviderOf, venueOf: VenueOf) {
  return Array.from({ length: rng.int(1, 2) }, (): Draft => {
    const { category, template } = rng.pick(WEEKEND_TEMPLATES);
    const date = addDays(monday, rng.pick([5, 6]));
    const slug = providerOf(category, template);
    const outdoor = template.setting === 'outdoor';
    return {
      ...common(category, template.tags, template.ages, CATEGORY_TAGS[category], template.setting),
      providerSlug: slug,
      venue: venueOf(rng, slug, outdoor),
      image: template.image,
      title: template.title,
      description: template.description,
      priceCents: priceCents(rng, template.price),
      bookingMode: 'drop_in',
      dropInPriceCents: null,
      ...schedule([date], startMinutes(rng, template, true), template.minutes),
      ...seats(rng, template),
    };
  });
}

function common(
  type: ActivityCategory,
  tags: string[],
  [ageMin, ageMax]: [number, number],
  categoryTags: string[],
  setting: 'indoor' | 'outdoor',
) {
  const where = setting === 'outdoor' ? ['outdoor', 'park'] : ['indoor'];
  const all = uniqueIgnoringCase([type, ...categoryTags, ...tags, ...where]);
  return { type, tags: all, ageMin, ageMax };
}

function schedule(dates: string[], start: number, minutes: number) {
  const startTime = hhmm(start);
  const endTime = hhmm(start + minutes);
  return {
    date: dates[0] ?? '',
    startTime,
    endTime,
    sessions: dates.map((date) => ({ date, startTime, endTime })),
  };
}
