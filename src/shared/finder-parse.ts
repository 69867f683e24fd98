import type { ActivityCategory } from './activity-categories';
import { finderSummary } from './finder-chips';
import {
  DAY_NAMES,
  MONTH_ABBREVIATIONS,
  MONTH_NAMES,
  monthDayWindow,
  monthNumber,
  monthWindow,
  nextDayWindow,
  nextWeekWindow,
  nextWeekendWindow,
  thisDayWindow,
  thisWeekWindow,
  thisWeekendWindow,
  todayWindow,
  tomorrowWindow,
  type DateWindow,
  type DayName,
} from './finder-dates';
import { normalise } from './finder-text';
import {
  AGE_WORDS,
  CATEGORY_WORDS,
  FINDER_GROUPS,
  GROUP_WORDS,
  STOP_WORDS,
  type FinderGroup,
} from './finder-vocabulary';
import { ACTIVITY_CATEGORIES } from './activity-categories';
import { TIMES_OF_DAY, type TimeOfDay } from './time-of-day';

/**
 * The finders' parser (issue "Finders that understand parents"): what a parent typed, read into
 * hard constraints and ranking hints. Pure: the server filters with it, the screen shows its
 * chips. docs/finder-conventions.md is its contract.
 */

import { WEEKDAYS as FINDER_WEEKDAYS, type Weekday as FinderWeekday } from './weekdays';

export { FINDER_WEEKDAYS, type FinderWeekday };

export type FinderInterpretation = {
  ages: { min: number; max: number } | null;
  kidCount: number | null;
  /** "both kids", "my kids", "the kids": the family's own kids, whoever they are. */
  allKids: boolean;
  priceMaxCents: number | null;
  free: boolean;
  dateFrom: string | null;
  dateTo: string | null;
  weekdays: FinderWeekday[];
  timesOfDay: TimeOfDay[];
  categories: ActivityCategory[];
  groups: FinderGroup[];
  nearMe: boolean;
  maxDistanceMiles: number | null;
  keywords: string[];
  summary: string;
};

const AGE_MAX = 17;
const KID_COUNT_MAX = 12;
const PRICE_MAX_DOLLARS = 100_000;
const DISTANCE_MAX_MILES = 500;
const KEYWORDS_MAX = 10;

/** A blocker left where a phrase was read, so words on either side never join into a phrase. */
const READ = ' | ';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Alternatives, longest first, so "martial arts" is read before "arts". */
const anyOf = (phrases: readonly string[]) =>
  [...phrases]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
/** A pattern bounded by spaces (the text is padded with one on each side). */
const compiled = new Map<string, RegExp>();
function words(source: string): RegExp {
  let re = compiled.get(source);
  if (!re) {
    re = new RegExp(`(?<= )(?:${source})(?= )`, 'g');
    compiled.set(source, re);
  }
  re.lastIndex = 0;
  return re;
}

const NUM = '(\\d{1,2})';
const AMOUNT =
  '(?:\\$ (\\d+(?:\\.\\d{1,2})?)|(\\d+(?:\\.\\d{1,2})?) (?:\\$|dollars|dollar|bucks|buck|usd))';
const PER_CHILD =
  '(?: each| per (?:kid|child|person|head)| a (?:kid|child|person|head)| for each)?';
const PRICE_BEFORE = anyOf([
  'under',
  'below',
  'less than',
  'cheaper than',
  'no more than',
  'not more than',
  'not over',
  'nothing over',
  'nothing above',
  'no higher than',
  'at most',
  'max',
  'maximum',
  'max of',
  'up to',
  'upto',
  'budget',
  'budget of',
  'budget is',
  'within',
  'for',
  '<',
  'lower than',
  'not above',
  'nothing more than',
]);
const PRICE_AFTER = anyOf([
  'max',
  'maximum',
  'or less',
  'or under',
  'or below',
  'or cheaper',
  'tops',
  'limit',
  'at most',
]);
const FREE_NOT = anyOf([
  'gluten',
  'nut',
  'peanut',
  'dairy',
  'sugar',
  'allergy',
  'allergen',
  'stress',
  'screen',
  'scent',
  'hassle',
  'worry',
  'mess',
  'smoke',
]);
const KID_WORDS = anyOf([
  'kids',
  'children',
  'boys',
  'girls',
  'sons',
  'daughters',
  'little ones',
  'grandkids',
  'kid',
  'child',
  'boy',
  'girl',
  'son',
  'daughter',
]);
const WHO = anyOf([
  'kid',
  'child',
  'son',
  'daughter',
  'boy',
  'girl',
  'he',
  'she',
  'they',
  'kids',
  'children',
  'twins',
  'who',
  'baby',
  'grandson',
  'granddaughter',
]);
const YEARS_OLD = '(?:years? olds?|years?)';
const FAMILY_KIDS = anyOf([
  'kids',
  'children',
  'little ones',
  'boys',
  'girls',
  'sons',
  'daughters',
]);
/** "both kids", "both of my children", "all the kids", "my kids", "the kids", "both of them". */
const FAMILY = `(?:both|all)(?: of)?(?: (?:my|our|the))? (?:${FAMILY_KIDS})|(?:my|our|the) (?:${FAMILY_KIDS})|both of (?:them|us)|for both(?= $)`;
const MONTHS = anyOf([...MONTH_NAMES, ...Object.keys(MONTH_ABBREVIATIONS)]);
const MONTHS_BARE = anyOf([...MONTH_NAMES.filter((m) => m !== 'may'), 'sept', 'dec']);
const DAYS = anyOf(DAY_NAMES);
const PLURAL_DAYS = anyOf(DAY_NAMES.map((d) => `${d}s`));

type Reading = {
  ages: number[];
  kidCount: number | null;
  allKids: boolean;
  prices: number[];
  free: boolean;
  windows: DateWindow[];
  weekdays: Set<FinderWeekday>;
  timesOfDay: Set<TimeOfDay>;
  categories: Set<ActivityCategory>;
  groups: Set<FinderGroup>;
  nearMe: boolean;
  miles: number | null;
  keywords: string[];
};

/** Reads `text` as asked on `today` ('YYYY-MM-DD'). */
export function parseFinderRequest(text: string, today: string): FinderInterpretation {
  const r: Reading = {
    ages: [],
    kidCount: null,
    allKids: false,
    prices: [],
    free: false,
    windows: [],
    weekdays: new Set(),
    timesOfDay: new Set(),
    categories: new Set(),
    groups: new Set(),
    nearMe: false,
    miles: null,
    keywords: [],
  };
  let t = ` ${normalise(text).join(' ')} `;
  /** Reads every match of the pattern and blanks it out. */
  const take = (source: string, read: (m: string[]) => void) => {
    t = t.replace(words(source), (...m: unknown[]) => {
      read(m.slice(0, -2).map((x) => (typeof x === 'string' ? x : '')));
      return READ;
    });
  };

  // Read without taking the words: "my kids 5-8" still gives its ages.
  r.allKids = words(FAMILY).test(t);
  readPlace(take, r);
  readPrices(take, r);
  readAges(take, r);
  // School breaks first: "march break" is no month.
  take(PA_DAY_PHRASES, () => r.groups.add('pa_day'));
  readDates(take, r, today);
  readDaysAndTimes(take, r);
  readGroups(take, r);
  readCategories(take, r);
  r.keywords = keywordsOf(t);

  const interpretation: FinderInterpretation = {
    ages: r.ages.length > 0 ? { min: Math.min(...r.ages), max: Math.max(...r.ages) } : null,
    kidCount: r.kidCount,
    allKids: r.allKids,
    priceMaxCents: r.prices.length > 0 ? Math.min(...r.prices) : null,
    free: r.free,
    dateFrom: r.windows.length > 0 ? (r.windows.map((w) => w.from).sort()[0] ?? null) : null,
    dateTo:
      r.windows.length > 0
        ? (r.windows
            .map((w) => w.to)
            .sort()
            .at(-1) ?? null)
        : null,
    weekdays: FINDER_WEEKDAYS.filter((d) => r.weekdays.has(d)),
    timesOfDay: TIMES_OF_DAY.filter((x) => r.timesOfDay.has(x)),
    categories: ACTIVITY_CATEGORIES.filter((c) => r.categories.has(c)),
    groups: FINDER_GROUPS.filter((g) => r.groups.has(g)),
    nearMe: r.nearMe,
    maxDistanceMiles: r.miles,
    keywords: r.keywords,
    summary: '',
  };
  return { ...interpretation, summary: finderSummary(interpretation, today) };
}

type Take = (source: string, read: (m: string[]) => void) => void;

function readPlace(take: Take, r: Reading) {
  const distance = (n: string, unit: string) => {
    const miles = unit === 'km' ? Math.round(Number(n) * 6.21371) / 10 : Number(n);
    if (miles > 0 && miles <= DISTANCE_MAX_MILES) {
      r.miles = r.miles === null ? miles : Math.min(r.miles, miles);
      r.nearMe = true;
    }
  };
  const UNIT = '(miles|km)';
  const N = '(\\d+(?:\\.\\d+)?)';
  take(
    `(?:within|under|less than|no more than|max|up to|no further than|not more than) ${N} ${UNIT}(?: away| from (?:me|us|home|here))?`,
    ([, n = '', unit = '']) => distance(n, unit),
  );
  take(`${N} ${UNIT} (?:away|from (?:me|us|home|here)|radius)`, ([, n = '', unit = '']) =>
    distance(n, unit),
  );
  take(
    anyOf([
      'near me',
      'near us',
      'nearby',
      'near by',
      'close by',
      'close to me',
      'close to us',
      'close to home',
      'near home',
      'around here',
      'in my area',
      'in our area',
      'near here',
      'walking distance',
      'within walking distance',
      'in the neighborhood',
      'in the neighbourhood',
    ]),
    () => {
      r.nearMe = true;
    },
  );
}

function readPrices(take: Take, r: Reading) {
  const price = (m: string[]) => {
    const dollars = Number(m[1] || m[2]);
    if (Number.isFinite(dollars) && dollars <= PRICE_MAX_DOLLARS) {
      r.prices.push(Math.round(dollars * 100));
    }
  };
  take(`(?:${PRICE_BEFORE}) ${AMOUNT}${PER_CHILD}(?: (?:${PRICE_AFTER})(?! \\$| \\d))?`, price);
  take(`${AMOUNT}${PER_CHILD} (?:${PRICE_AFTER})`, price);
  // "gluten-free" was joined into one word; "nut free", "free time" are not about price either.
  take(`(?:${FREE_NOT}) free|free (?:time|day|days|period|play|spirit|spirited)`, () => {});
  take(
    anyOf([
      'free',
      'for free',
      'free of charge',
      'no cost',
      'at no cost',
      'no charge',
      'costs nothing',
      'cost nothing',
      'zero cost',
    ]),
    () => {
      r.free = true;
      r.groups.add('free');
    },
  );
}

function readAges(take: Take, r: Reading) {
  const age = (n: string | undefined) => {
    const v = Number(n);
    if (n && Number.isInteger(v) && v >= 0 && v <= AGE_MAX) r.ages.push(v);
  };
  const count = (n: number) => {
    if (n >= 1 && n <= KID_COUNT_MAX) r.kidCount = n;
  };
  // Ranges: "ages 3-5", "aged 4 to 6", "4-6 year olds", "kids 5-8".
  take(
    `(?:ages?|aged|between ages|for ages|(?:${KID_WORDS})) ${NUM} (?:-|to|and|through) ${NUM}(?: ${YEARS_OLD})?(?: old)?`,
    ([, a, b]) => {
      age(a);
      age(b);
    },
  );
  take(`${NUM} (?:-|to) ${NUM} ${YEARS_OLD}(?: old)?`, ([, a, b]) => {
    age(a);
    age(b);
  });
  // Lists: "6 and 9 year olds", "5, 7 and 10 year olds".
  take(`((?:\\d{1,2} (?:and |or )?)*)${NUM} ${YEARS_OLD}(?: old)?`, ([, list = '', last]) => {
    for (const n of list.match(/\d+/g) ?? []) age(n);
    age(last);
  });
  // "ages 6 and 9", "age 7", "aged 7".
  take(`(?:ages?|aged) ((?:\\d{1,2} (?:and |or )?)*)${NUM}`, ([, list = '', last]) => {
    for (const n of list.match(/\d+/g) ?? []) age(n);
    age(last);
  });
  // "kid is 10", "my daughter is 9", "she is 8", "twins are 6", "the kids are 6 and 9", "turning 7".
  take(
    `(${WHO}) (?:is|are|turns|turned|just turned|is turning|turning|will be) ((?:\\d{1,2} (?:and |or )?)*)${NUM}(?! (?:\\$|dollars|bucks|miles|km|pm|am|kids|children))`,
    ([, who, list = '', n]) => {
      for (const each of list.match(/\d+/g) ?? []) age(each);
      age(n);
      if (who === 'twins') count(2);
    },
  );
  take(`(?:turning|turns) ${NUM}(?! (?:\\$|dollars|bucks|miles|km|pm|am))`, ([, n]) => age(n));
  // How many, only when said: "my two kids", "with 3 kids", "twins".
  take(`(\\d{1,2}) (?:${KID_WORDS})`, ([, n]) => count(Number(n)));
  take('twins', () => count(2));
  take('triplets', () => count(3));
  take(anyOf([...Object.keys(AGE_WORDS), 'preschool']), ([word = '']) => {
    const range = AGE_WORDS[word] ?? AGE_WORDS.preschooler;
    if (range) r.ages.push(range.min, range.max);
  });
}

function readDates(take: Take, r: Reading, today: string) {
  const add = (w: DateWindow | null) => {
    if (w) r.windows.push(w);
  };
  const day = (n: string | undefined) => Number(n);
  const month = (name: string | undefined) => monthNumber(name ?? '') ?? 0;
  // "on december 12th", "dec 12", "the 12th of december".
  take(`(?:on |for )?(?:the )?${NUM} of (${MONTHS})`, ([, d, m]) =>
    add(monthDayWindow(today, month(m), day(d))),
  );
  take(`(?:on |for )?(${MONTHS}) ${NUM}(?! (?:${YEARS_OLD}|\\$|dollars|bucks|-|to))`, ([, m, d]) =>
    add(monthDayWindow(today, month(m), day(d))),
  );
  // "in january", "during march", bare "december".
  take(`(?:in|during|for|this|over|throughout|all) (${MONTHS})`, ([, m]) =>
    add(monthWindow(today, month(m))),
  );
  take(`(${MONTHS_BARE})`, ([m]) => add(monthWindow(today, month(m))));
  const weekend = () => r.groups.add('weekend');
  take('(?:this|this coming|coming) weekend', () => {
    add(thisWeekendWindow(today));
    weekend();
  });
  take('next weekend', () => {
    add(nextWeekendWindow(today));
    weekend();
  });
  take('next week', () => add(nextWeekWindow(today)));
  take('(?:this|this coming) week', () => add(thisWeekWindow(today)));
  const named = (d: string | undefined) => d as DayName;
  const weekendDay = (d: DayName) => {
    if (d === 'saturday' || d === 'sunday') weekend();
  };
  take(`(?:this|this coming|coming) (${DAYS})`, ([, d]) => {
    add(thisDayWindow(today, named(d)));
    weekendDay(named(d));
  });
  take(`next (${DAYS})`, ([, d]) => {
    add(nextDayWindow(today, named(d)));
    weekendDay(named(d));
  });
  take('today', () => add(todayWindow(today)));
  take('tonight', () => {
    add(todayWindow(today));
    r.timesOfDay.add('evening');
  });
  take('this (morning|afternoon|evening)', ([, part]) => {
    add(todayWindow(today));
    r.timesOfDay.add(part as TimeOfDay);
  });
  take('tomorrow', () => add(tomorrowWindow(today)));
}

function readDaysAndTimes(take: Take, r: Reading) {
  const weekdays = () => {
    for (const d of FINDER_WEEKDAYS.slice(0, 5)) r.weekdays.add(d);
  };
  take('(?:on |during )?(?:weekdays|weekday|week days|during the week|school days)', weekdays);
  take(`(?:on |every )?(${DAYS}|${PLURAL_DAYS})`, ([, d = '']) => {
    const name = d.replace(/s$/, '') as FinderWeekday;
    r.weekdays.add(name);
    if (name === 'saturday' || name === 'sunday') r.groups.add('weekend');
  });
  take('(?:on |on the |the )?(?:weekends|weekend)', () => r.groups.add('weekend'));
  take('after school|afterschool|after the school day', () => r.timesOfDay.add('afterSchool'));
  take('mornings?', () => r.timesOfDay.add('morning'));
  take('afternoons?', () => r.timesOfDay.add('afternoon'));
  take('evenings?|nights?|at night', () => r.timesOfDay.add('evening'));
}

const GROUP_BY_PHRASE = new Map(
  (Object.entries(GROUP_WORDS) as [FinderGroup, readonly string[]][]).flatMap(([group, phrases]) =>
    phrases.map((p) => [p, group] as const),
  ),
);
const GROUP_PHRASES = anyOf([
  ...GROUP_BY_PHRASE.keys(),
  'rainy day',
  'rainy days',
  'birthday party',
  'birthday parties',
]);

function readGroups(take: Take, r: Reading) {
  take(GROUP_PHRASES, ([p = '']) => {
    const group = GROUP_BY_PHRASE.get(p) ?? (p.startsWith('rainy') ? 'indoor' : 'birthday');
    r.groups.add(group);
  });
}

const CATEGORY_BY_PHRASE = new Map(
  (Object.entries(CATEGORY_WORDS) as [ActivityCategory, readonly string[]][]).flatMap(
    ([category, phrases]) => phrases.map((p) => [p, category] as const),
  ),
);
const CATEGORY_PHRASES = anyOf([...CATEGORY_BY_PHRASE.keys()]);
const PA_DAY_PHRASES = anyOf(GROUP_WORDS.pa_day);

function readCategories(take: Take, r: Reading) {
  take(CATEGORY_PHRASES, ([p = '']) => {
    const category = CATEGORY_BY_PHRASE.get(p);
    if (category) r.categories.add(category);
  });
}

/** The words left over that could still say something: for ranking by text. */
function keywordsOf(rest: string): string[] {
  const left = rest.split(' ').filter((w) => /^[a-z][a-z0-9]+$/.test(w) && !STOP_WORDS.has(w));
  return [...new Set(left)].slice(0, KEYWORDS_MAX);
}
