import {
  ACTIVITY_CATEGORIES,
  CATEGORY_SLUGS,
  type ActivityCategory,
} from '../../src/shared/activity-categories';
import { CAMP_THEMES } from '../../src/server/features/admin/demo-data/camps';
import { FINDER_TAGS } from '../../src/server/features/admin/demo-data/finder-tags';
import { PARKS, STREETS } from '../../src/server/features/admin/demo-data/places';
import { CATEGORY_TAGS, DEMO_PROVIDERS } from '../../src/server/features/admin/demo-data/providers';
import { ACTIVE_TEMPLATES } from '../../src/server/features/admin/demo-data/templates-active';
import { CREATIVE_TEMPLATES } from '../../src/server/features/admin/demo-data/templates-creative';
import type { DemoTemplate } from '../../src/server/features/admin/demo-data/types';

/**
 * The words a generated bench catalogue is made of: the demo catalogue's templates, tags and
 * places (so search meets the same vocabulary as in the product), plus word lists that vary
 * titles, descriptions and provider names across many thousands of rows.
 */

export const PROVIDERS_PER_CATEGORY = 6;

export type BenchProvider = {
  slug: string;
  name: string;
  description: string;
  website: string;
  category: ActivityCategory;
  /** 0 … PROVIDERS_PER_CATEGORY − 1 within its category. */
  k: number;
  venue: string;
};

export type BenchTemplate = {
  i: number;
  category: ActivityCategory;
  title: string;
  description: string;
  tags: string[];
  age_min: number;
  age_max: number;
  minutes: number;
  price_min: number;
  price_max: number;
  setting: 'indoor' | 'outdoor';
  slot: DemoTemplate['slot'];
  cap_min: number;
  cap_max: number;
  image: string;
  /** A camp theme (decision 043's camp weeks): run Monday to Friday, sold by the week. */
  camp_week: boolean;
};

const TEMPLATES: Record<ActivityCategory, DemoTemplate[]> = {
  ...CREATIVE_TEMPLATES,
  ...ACTIVE_TEMPLATES,
};

const NEIGHBOURHOODS = [
  'Northside',
  'Lakeview',
  'Riverdale',
  'Parkdale',
  'Bayview',
  'Cedar Hill',
  'Sunnyside',
  'Westend',
  'Maple Grove',
  'Harbour',
];
const PROVIDER_KINDS = ['Studio', 'Academy', 'Club', 'Centre', 'Collective', 'Workshop'];
const CATEGORY_WORDS: Record<ActivityCategory, string> = {
  'Art & Crafts': 'Art',
  Sports: 'Sports',
  Music: 'Music',
  Dance: 'Dance',
  Coding: 'Coding',
  Science: 'Science',
  Language: 'Language',
  Cooking: 'Cooking',
  Nature: 'Outdoor',
  Swimming: 'Swim',
};

/** The 30 demo providers and, per category, more from the word lists: 60 in all. */
export function benchProviders(): BenchProvider[] {
  return ACTIVITY_CATEGORIES.flatMap((category, c) => {
    const demo = DEMO_PROVIDERS.filter((p) => p.category === category);
    return Array.from({ length: PROVIDERS_PER_CATEGORY }, (_, k): BenchProvider => {
      const known = demo[k];
      if (known) {
        const { slug, name, description, venue } = known;
        return {
          slug: `bench-${slug}`,
          name,
          description,
          website: `https://${slug}.example`,
          category,
          k,
          venue,
        };
      }
      const place = NEIGHBOURHOODS[(c * 3 + k) % NEIGHBOURHOODS.length] ?? 'Northside';
      const kind = PROVIDER_KINDS[(c + k) % PROVIDER_KINDS.length] ?? 'Club';
      const name = `${place} ${CATEGORY_WORDS[category]} ${kind}`;
      const slug = `bench-${name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}`;
      return {
        slug,
        name,
        description: `${CATEGORY_WORDS[category]} programmes for kids in ${place} and nearby.`,
        website: `https://${slug}.example`,
        category,
        k,
        venue: `${place} ${kind}`,
      };
    });
  });
}

/**
 * Every demo template, with the tags the demo generator gives it (category, setting, park), then
 * the demo's camp themes as full-day camp templates (the demo's weeks cost $250–450, about
 * $55–75 a day).
 */
export function benchTemplates(): BenchTemplate[] {
  const templates = ACTIVITY_CATEGORIES.flatMap((category) =>
    TEMPLATES[category].map((t) => ({ category, t })),
  ).map(({ category, t }) => {
    const tags = [category, ...CATEGORY_TAGS[category], ...t.tags, t.setting];
    if (t.setting === 'outdoor') tags.push('park');
    return {
      category,
      title: t.title,
      description: t.description,
      tags: [...new Set(tags)],
      age_min: t.ages[0],
      age_max: t.ages[1],
      minutes: t.minutes,
      price_min: t.price[0],
      price_max: t.price[1],
      setting: t.setting,
      slot: t.slot,
      cap_min: t.capacity?.[0] ?? 8,
      cap_max: t.capacity?.[1] ?? 20,
      image: `/images/activities/${CATEGORY_SLUGS[category]}-${t.image}.svg`,
      camp_week: false,
    };
  });
  const camps = CAMP_THEMES.map((theme) => {
    const where = theme.setting === 'outdoor' ? ['outdoor', 'park'] : ['indoor'];
    const tags = [theme.category, ...CATEGORY_TAGS[theme.category], 'camp', 'day camp'];
    return {
      category: theme.category,
      title: theme.title,
      description: theme.description,
      tags: [...new Set([...tags, 'school break', ...theme.tags, ...where])],
      age_min: theme.ages[0],
      age_max: theme.ages[1],
      minutes: 450,
      price_min: 55,
      price_max: 75,
      setting: theme.setting,
      slot: 'camp' as const,
      cap_min: 16,
      cap_max: 30,
      image: `/images/activities/${CATEGORY_SLUGS[theme.category]}-${theme.image}.svg`,
      camp_week: true,
    };
  });
  return [...templates, ...camps].map((t, i) => ({ i, ...t }));
}

/** Word lists the loader draws from, per row. */
export const BENCH_WORDS = {
  /** Title before the template's: 'Saturday Junior Soccer Skills'. */
  prefixes: [
    'Beginner',
    'Advanced',
    'Saturday',
    'Sunday',
    'Spring',
    'Summer',
    'Fall',
    'Winter',
    'Mini',
    'Family',
    'Intro to',
    'Weekend',
    'Holiday',
    'Drop-in',
  ],
  /** Title after the template's: 'Junior Soccer Skills Workshop'. */
  suffixes: ['Workshop', 'Session', 'Club', 'Series', 'Taster', 'Intensive', 'Meetup', 'Lab'],
  /** A second sentence for descriptions. */
  sentences: [
    'Small groups of at most twelve kids.',
    'Parents are welcome to stay and watch.',
    'All equipment is provided.',
    'Bring a water bottle and comfortable clothes.',
    'No experience needed: every level is welcome.',
    'Siblings get ten percent off.',
    'Snacks are nut-free.',
    'Wheelchair accessible; ask us about support workers.',
    'Free parking next to the entrance.',
    'Kids take home what they make.',
    'Arrive ten minutes early on the first day.',
    'Led by certified, background-checked instructors.',
  ],
  finderTags: FINDER_TAGS,
  parks: PARKS,
  streets: STREETS,
  towns: [
    'Toronto',
    'Mississauga',
    'Brampton',
    'Vaughan',
    'Markham',
    'Richmond Hill',
    'Pickering',
    'Oakville',
  ],
};

/** Activities are spread over a disc of this radius around the centre. */
export const BENCH_CENTRE = { lat: 43.6532, lng: -79.3832 } as const;
export const BENCH_RADIUS_MILES = 40;
