import { describe, expect, it } from 'vitest';
import { finderSummary } from './finder-chips';
import { parseFinderRequest, type FinderInterpretation } from './finder-parse';
import { NOTHING_READ } from './finder-parse.test-helpers';

/**
 * The finder's table of requests (docs/finder-conventions.md): every field of the answer checked,
 * at two reference days, a Wednesday and a Saturday. Rows without dates expect the same answer on
 * both; dated rows give each day's window.
 */

const WEDNESDAY = '2026-11-18';
const SATURDAY = '2026-11-21';

type Fields = Partial<Omit<FinderInterpretation, 'summary'>>;

const ages = (min: number, max = min) => ({ ages: { min, max } });
const price = (dollars: number) => ({ priceMaxCents: Math.round(dollars * 100) });
const on = (from: string, to = from) => ({ dateFrom: from, dateTo: to });
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
const FREE = { free: true, groups: ['free' as const] };

function expected(fields: Fields, today: string): FinderInterpretation {
  const full = { ...NOTHING_READ, ...fields };
  return { ...full, summary: finderSummary(full, today) };
}

/** Requests whose answer does not depend on the day. */
const undated: [string, Fields][] = [
  // Ages
  ['my 6 year old', ages(6)],
  ['5yo', ages(5)],
  ['5 yo', ages(5)],
  ['kid is 10', ages(10)],
  ['my daughter is 9', ages(9)],
  ["my son's 7", ages(7)],
  ['he is 4', ages(4)],
  ['6 and 9 year olds', ages(6, 9)],
  ['my 6yo & 8yo', ages(6, 8)],
  ['ages 3-5', ages(3, 5)],
  ['ages 3 to 5', ages(3, 5)],
  ['4-6 year olds', ages(4, 6)],
  ['for 4–6 year-olds', ages(4, 6)],
  ['an 8-year-old', ages(8)],
  ['my six year old', ages(6)],
  ['aged 7', ages(7)],
  ['age 11', ages(11)],
  ['ages 6 and 9', ages(6, 9)],
  ['5, 7 and 10 year olds', ages(5, 10)],
  ['my 2 year old and 4 year old', ages(2, 4)],
  ['my daughter is 9 and my son is 12', ages(9, 12)],
  ['toddler', ages(1, 3)],
  ['toddlers', ages(1, 3)],
  ['preschooler', ages(3, 5)],
  ['preschool', ages(3, 5)],
  ['tween', ages(10, 12)],
  ['teen', ages(13, 17)],
  ['teenager', ages(13, 17)],
  ['toddler and a tween', ages(1, 12)],
  ['she is turning 7', ages(7)],
  ['kids', {}],
  ['for a kid', {}],
  // The family's own kids ('Who's joining?' selects them all)
  ['for the kids', { allKids: true }],
  ['both kids', { allKids: true }],
  ['for both of my children', { allKids: true }],
  ['all the kids', { allKids: true }],
  ['my kids', { allKids: true }],
  ['our little ones', { allKids: true }],
  ['swim for both', { allKids: true, categories: ['Swimming'] }],
  ['swim for both of them', { allKids: true, categories: ['Swimming'] }],
  ['my kids 5-8', { allKids: true, ...ages(5, 8) }],
  ['the kids are 6 and 9', { allKids: true, ...ages(6, 9) }],
  ['both indoor and outdoor', { groups: ['indoor', 'outdoor'] }],
  ['my two kids and me', { kidCount: 2 }],
  ['6yr old', ages(6)],
  ['12 yrs old', ages(12)],
  // How many
  ['my two kids', { kidCount: 2 }],
  ['with 3 kids', { kidCount: 3 }],
  ['twins', { kidCount: 2 }],
  ['triplets', { kidCount: 3 }],
  ['for 2 children', { kidCount: 2 }],
  ['my 3 boys', { kidCount: 3 }],
  ['one kid', { kidCount: 1 }],
  ['twins are 6', { ...ages(6), kidCount: 2 }],
  ['2 kids ages 6 and 9', { ...ages(6, 9), kidCount: 2 }],
  // Prices
  ['under $30', price(30)],
  ['less than 20 dollars', price(20)],
  ['no more than $35', price(35)],
  ['max $50 each', price(50)],
  ['nothing over $20', price(20)],
  ['under 40 bucks', price(40)],
  ['under 15$', price(15)],
  ['$25 max', price(25)],
  ['$20 or less', price(20)],
  ['below $12.50', price(12.5)],
  ['up to $40 per kid', price(40)],
  ['budget $30', price(30)],
  ['at most 25 dollars', price(25)],
  ['under twenty dollars', price(20)],
  ['under $30 or under $20', price(20)],
  ['free', FREE],
  ['FREE!!', FREE],
  ['no cost', FREE],
  ['for free', FREE],
  ['free of charge', FREE],
  ['cheap', {}],
  ['something cheap', {}],
  ['gluten-free baking', { categories: ['Cooking'], keywords: ['glutenfree'] }],
  ['nut free snacks', { keywords: ['snacks'] }],
  ['free time', {}],
  // Weekdays and times of day
  ['on Saturday', { weekdays: ['saturday'], groups: ['weekend'] }],
  ['saturdays', { weekdays: ['saturday'], groups: ['weekend'] }],
  ['sundays', { weekdays: ['sunday'], groups: ['weekend'] }],
  ['mondays', { weekdays: ['monday'] }],
  ['on tues', { weekdays: ['tuesday'] }],
  ['mondays and wednesdays', { weekdays: ['monday', 'wednesday'] }],
  ['weekdays', { weekdays: [...WEEKDAYS] }],
  ['on a weekday', { weekdays: [...WEEKDAYS] }],
  ['weekend', { groups: ['weekend'] }],
  ['weekends', { groups: ['weekend'] }],
  ['on the weekend', { groups: ['weekend'] }],
  ['wknd', { groups: ['weekend'] }],
  ['Saturday mornings', { weekdays: ['saturday'], timesOfDay: ['morning'], groups: ['weekend'] }],
  ['morning', { timesOfDay: ['morning'] }],
  ['mornings', { timesOfDay: ['morning'] }],
  ['afternoons', { timesOfDay: ['afternoon'] }],
  ['evening', { timesOfDay: ['evening'] }],
  ['after school', { timesOfDay: ['afterSchool'] }],
  ['after-school', { timesOfDay: ['afterSchool'] }],
  ['afterschool', { timesOfDay: ['afterSchool'] }],
  ['aftr skool', { timesOfDay: ['afterSchool'] }],
  ['mornings or afternoons', { timesOfDay: ['morning', 'afternoon'] }],
  ['weekday evenings', { weekdays: [...WEEKDAYS], timesOfDay: ['evening'] }],
  // Categories
  ['soccer', { categories: ['Sports'] }],
  ['hockey', { categories: ['Sports'] }],
  ['soccer or hockey', { categories: ['Sports'] }],
  ['piano', { categories: ['Music'] }],
  ['drums', { categories: ['Music'] }],
  ['ballet', { categories: ['Dance'] }],
  ['hip hop', { categories: ['Dance'] }],
  ['hip-hop', { categories: ['Dance'] }],
  ['robotics', { categories: ['Coding'] }],
  ['Python', { categories: ['Coding'] }],
  ['minecraft', { categories: ['Coding'] }],
  ['experiments', { categories: ['Science'] }],
  ['dinosaurs', { categories: ['Science'] }],
  ['French', { categories: ['Language'] }],
  ['sign language', { categories: ['Language'] }],
  ['baking', { categories: ['Cooking'] }],
  ['hiking', { categories: ['Nature'] }],
  ['camping', { categories: ['Nature'] }],
  ['drawing', { categories: ['Art & Crafts'] }],
  ['pottery or drawing', { categories: ['Art & Crafts'] }],
  ['arts and crafts', { categories: ['Art & Crafts'] }],
  ['swim', { categories: ['Swimming'] }],
  ['swim lessons', { categories: ['Swimming'] }],
  ['martial arts', { categories: ['Sports'] }],
  ['computer science', { categories: ['Coding'] }],
  ['piano and ballet', { categories: ['Music', 'Dance'] }],
  ['karate, coding or cooking', { categories: ['Sports', 'Coding', 'Cooking'] }],
  ['parkour', { categories: ['Sports'] }],
  // Typos
  ['socer', { categories: ['Sports'] }],
  ['karatee', { categories: ['Sports'] }],
  ['paintting', { categories: ['Art & Crafts'] }],
  ['swiming', { categories: ['Swimming'] }],
  ['danceing', { categories: ['Dance'] }],
  ['pottry', { categories: ['Art & Crafts'] }],
  ['gymnastic', { categories: ['Sports'] }],
  ['sciense', { categories: ['Science'] }],
  ['saturdy', { weekdays: ['saturday'], groups: ['weekend'] }],
  ['mornign', { timesOfDay: ['morning'] }],
  ['birthdya party', { groups: ['birthday'] }],
  ['indor', { groups: ['indoor'] }],
  ['outdoorr', { groups: ['outdoor'] }],
  // Keyword groups
  ['birthday', { groups: ['birthday'] }],
  ['bday party', { groups: ['birthday'] }],
  ['celebration', { groups: ['birthday'] }],
  ['camp', { groups: ['camp'] }],
  ['summer camps', { groups: ['camp'] }],
  ['day camp', { groups: ['camp'] }],
  ['indoor', { groups: ['indoor'] }],
  ['rainy day', { groups: ['indoor'] }],
  ['something for a cold day', { groups: ['indoor'] }],
  ['inside', { groups: ['indoor'] }],
  ['outdoor', { groups: ['outdoor'] }],
  ['outside', { groups: ['outdoor'] }],
  ['park', { groups: ['outdoor'] }],
  ['playground', { groups: ['outdoor'] }],
  ['pa day', { groups: ['pa_day'] }],
  ['PA-day', { groups: ['pa_day'] }],
  ['P.A. day', { groups: ['pa_day'] }],
  ['professional activity day', { groups: ['pa_day'] }],
  ['school break', { groups: ['pa_day'] }],
  ['day off', { groups: ['pa_day'] }],
  ['holidays', { groups: ['pa_day'] }],
  ['winter break', { groups: ['pa_day'] }],
  ['march break camps', { groups: ['camp', 'pa_day'] }],
  ['parking', { keywords: ['parking'] }],
  ['campus tour', { keywords: ['campus', 'tour'] }],
  // Place
  ['near me', { nearMe: true }],
  ['nearby', { nearMe: true }],
  ['near us', { nearMe: true }],
  ['within 5 miles', { nearMe: true, maxDistanceMiles: 5 }],
  ['within 3 mi', { nearMe: true, maxDistanceMiles: 3 }],
  ['10 miles away', { nearMe: true, maxDistanceMiles: 10 }],
  ['within 10 km', { nearMe: true, maxDistanceMiles: 6.2 }],
  // Slang and chatter
  ['u know any swim stuff 4 my kid?', { categories: ['Swimming'] }],
  ['hiii!!! anything fun???', { keywords: ['hiii'] }],
  ['', {}],
  ['   ', {}],
  ['?!', {}],
  ['lego building', { keywords: ['lego', 'building'] }],
  ['asdfgh', { keywords: ['asdfgh'] }],
  // Combined
  [
    'pottery or drawing for my 8 year old after school, max $25',
    { ...ages(8), ...price(25), timesOfDay: ['afterSchool'], categories: ['Art & Crafts'] },
  ],
  [
    'Saturday morning swim lessons near me for my 2 kids',
    {
      kidCount: 2,
      weekdays: ['saturday'],
      timesOfDay: ['morning'],
      categories: ['Swimming'],
      groups: ['weekend'],
      nearMe: true,
    },
  ],
  [
    'indoor stuff for a rainy day, kid is 10, within 5 miles',
    { ...ages(10), groups: ['indoor'], nearMe: true, maxDistanceMiles: 5 },
  ],
  [
    'free outdoor things at the park on sundays',
    { ...FREE, weekdays: ['sunday'], groups: ['weekend', 'outdoor', 'free'] },
  ],
  [
    'hiking and swimming, no more than $35 each',
    { ...price(35), categories: ['Nature', 'Swimming'] },
  ],
  [
    'french or spanish lessons on weekdays for a tween',
    { ...ages(10, 12), weekdays: [...WEEKDAYS], categories: ['Language'] },
  ],
  [
    'birthday party ideas for 6 and 9 year olds under $20',
    { ...ages(6, 9), ...price(20), groups: ['birthday'] },
  ],
  ['camp for my twins on pa day', { kidCount: 2, groups: ['camp', 'pa_day'] }],
  [
    'teen robotics or Python after school nearby',
    {
      ...ages(13, 17),
      timesOfDay: ['afterSchool'],
      categories: ['Coding'],
      nearMe: true,
    },
  ],
  [
    'CHEAP socer 4 my 7yo on saturdys',
    { ...ages(7), weekdays: ['saturday'], categories: ['Sports'], groups: ['weekend'] },
  ],
  [
    'baking or cooking class for 3 kids ages 5-8 under 40 bucks',
    { ...ages(5, 8), kidCount: 3, ...price(40), categories: ['Cooking'] },
  ],
  [
    'ballet mornings, my daughter is 4, free',
    { ...ages(4), ...FREE, timesOfDay: ['morning'], categories: ['Dance'] },
  ],
];

/** Requests with a date window: [text, on Wednesday 2026-11-18, on Saturday 2026-11-21]. */
const dated: [string, Fields, Fields][] = [
  [
    'art class for both kids next week',
    { allKids: true, ...on('2026-11-23', '2026-11-29'), categories: ['Art & Crafts'] },
    { allKids: true, ...on('2026-11-23', '2026-11-29'), categories: ['Art & Crafts'] },
  ],
  [
    'free outdoor stuff tomorrow',
    { free: true, ...on('2026-11-19'), groups: ['outdoor', 'free'] },
    { free: true, ...on('2026-11-22'), groups: ['outdoor', 'free'] },
  ],
  ['today', on('2026-11-18'), on('2026-11-21')],
  ['2day', on('2026-11-18'), on('2026-11-21')],
  ['TODAY!', on('2026-11-18'), on('2026-11-21')],
  [
    'tonight',
    { ...on('2026-11-18'), timesOfDay: ['evening'] },
    { ...on('2026-11-21'), timesOfDay: ['evening'] },
  ],
  [
    '2nite',
    { ...on('2026-11-18'), timesOfDay: ['evening'] },
    { ...on('2026-11-21'), timesOfDay: ['evening'] },
  ],
  ['tomorrow', on('2026-11-19'), on('2026-11-22')],
  ['tmrw', on('2026-11-19'), on('2026-11-22')],
  ['2moro', on('2026-11-19'), on('2026-11-22')],
  ['tomorow', on('2026-11-19'), on('2026-11-22')],
  [
    'tomorrow morning',
    { ...on('2026-11-19'), timesOfDay: ['morning'] },
    { ...on('2026-11-22'), timesOfDay: ['morning'] },
  ],
  [
    'this weekend',
    { ...on('2026-11-21', '2026-11-22'), groups: ['weekend'] },
    { ...on('2026-11-21', '2026-11-22'), groups: ['weekend'] },
  ],
  [
    'things to do this weekend',
    { ...on('2026-11-21', '2026-11-22'), groups: ['weekend'] },
    { ...on('2026-11-21', '2026-11-22'), groups: ['weekend'] },
  ],
  [
    'this wknd',
    { ...on('2026-11-21', '2026-11-22'), groups: ['weekend'] },
    { ...on('2026-11-21', '2026-11-22'), groups: ['weekend'] },
  ],
  [
    'next weekend',
    { ...on('2026-11-28', '2026-11-29'), groups: ['weekend'] },
    { ...on('2026-11-28', '2026-11-29'), groups: ['weekend'] },
  ],
  ['next week', on('2026-11-23', '2026-11-29'), on('2026-11-23', '2026-11-29')],
  ['nxt wk', on('2026-11-23', '2026-11-29'), on('2026-11-23', '2026-11-29')],
  ['this week', on('2026-11-18', '2026-11-22'), on('2026-11-21', '2026-11-22')],
  [
    'this saturday',
    { ...on('2026-11-21'), groups: ['weekend'] },
    { ...on('2026-11-21'), groups: ['weekend'] },
  ],
  [
    'this sunday',
    { ...on('2026-11-22'), groups: ['weekend'] },
    { ...on('2026-11-22'), groups: ['weekend'] },
  ],
  ['this wednesday', on('2026-11-18'), on('2026-11-25')],
  ['this monday', on('2026-11-23'), on('2026-11-23')],
  ['this friday', on('2026-11-20'), on('2026-11-27')],
  [
    'next saturday',
    { ...on('2026-11-28'), groups: ['weekend'] },
    { ...on('2026-11-28'), groups: ['weekend'] },
  ],
  ['next tuesday', on('2026-11-24'), on('2026-11-24')],
  ['in january', on('2027-01-01', '2027-01-31'), on('2027-01-01', '2027-01-31')],
  ['in november', on('2026-11-01', '2026-11-30'), on('2026-11-01', '2026-11-30')],
  ['during december', on('2026-12-01', '2026-12-31'), on('2026-12-01', '2026-12-31')],
  ['in feb', on('2027-02-01', '2027-02-28'), on('2027-02-01', '2027-02-28')],
  ['on december 12th', on('2026-12-12'), on('2026-12-12')],
  ['on Dec 12', on('2026-12-12'), on('2026-12-12')],
  ['the 3rd of january', on('2027-01-03'), on('2027-01-03')],
  ['on november 20', on('2026-11-20'), on('2027-11-20')],
  [
    'pottery or drawing for my 8 year old next week after school, max $25',
    {
      ...ages(8),
      ...price(25),
      ...on('2026-11-23', '2026-11-29'),
      timesOfDay: ['afterSchool'],
      categories: ['Art & Crafts'],
    },
    {
      ...ages(8),
      ...price(25),
      ...on('2026-11-23', '2026-11-29'),
      timesOfDay: ['afterSchool'],
      categories: ['Art & Crafts'],
    },
  ],
  [
    'swimming for ages 4-7 this saturday morning under $20, indoor',
    {
      ...ages(4, 7),
      ...price(20),
      ...on('2026-11-21'),
      timesOfDay: ['morning'],
      categories: ['Swimming'],
      groups: ['weekend', 'indoor'],
    },
    {
      ...ages(4, 7),
      ...price(20),
      ...on('2026-11-21'),
      timesOfDay: ['morning'],
      categories: ['Swimming'],
      groups: ['weekend', 'indoor'],
    },
  ],
  [
    'my 6yo & 8yo socer 2day',
    { ...ages(6, 8), ...on('2026-11-18'), categories: ['Sports'] },
    { ...ages(6, 8), ...on('2026-11-21'), categories: ['Sports'] },
  ],
  [
    'under 15$ karatee tmrw',
    { ...price(15), ...on('2026-11-19'), categories: ['Sports'] },
    { ...price(15), ...on('2026-11-22'), categories: ['Sports'] },
  ],
  [
    'free stuff 2nite near me',
    { ...FREE, ...on('2026-11-18'), timesOfDay: ['evening'], nearMe: true },
    { ...FREE, ...on('2026-11-21'), timesOfDay: ['evening'], nearMe: true },
  ],
  [
    'winter camp in december for my 2 kids',
    { kidCount: 2, ...on('2026-12-01', '2026-12-31'), keywords: ['winter'], groups: ['camp'] },
    { kidCount: 2, ...on('2026-12-01', '2026-12-31'), keywords: ['winter'], groups: ['camp'] },
  ],
];

describe('parseFinderRequest', () => {
  it("reads words that name an object's own properties as plain words", () => {
    // "constructor", "toString"… are not entries of the finder's word tables.
    const texts = ['constructor prototype', 'tostring valueof', '2constructor', 'hasownproperty'];
    for (const text of [...texts, '{"constructor":{"prototype":{"polluted":true}}}']) {
      expect(() => parseFinderRequest(text, WEDNESDAY)).not.toThrow();
    }
  });

  describe.each([
    ['a Wednesday', WEDNESDAY],
    ['a Saturday', SATURDAY],
  ])('asked on %s', (_, today) => {
    it.each(undated)('%j', (text, fields) => {
      expect(parseFinderRequest(text, today)).toEqual(expected(fields, today));
    });
  });

  it.each(dated)('%j on a Wednesday', (text, wednesday) => {
    expect(parseFinderRequest(text, WEDNESDAY)).toEqual(expected(wednesday, WEDNESDAY));
  });

  it.each(dated)('%j on a Saturday', (text, _, saturday) => {
    expect(parseFinderRequest(text, SATURDAY)).toEqual(expected(saturday, SATURDAY));
  });

  it.each([
    ['this weekend', '2026-11-22', on('2026-11-22')],
    ['this sunday', '2026-11-22', on('2026-11-22')],
    ['this weekend', '2026-11-20', on('2026-11-21', '2026-11-22')],
    ['tomorrow', '2026-12-31', on('2027-01-01')],
    ['next week', '2026-12-30', on('2027-01-04', '2027-01-10')],
    ['this weekend', '2026-12-30', on('2027-01-02', '2027-01-03')],
    ['in january', '2026-12-30', on('2027-01-01', '2027-01-31')],
    ['in december', '2026-12-30', on('2026-12-01', '2026-12-31')],
    ['on december 25', '2026-12-30', on('2027-12-25')],
    ['on jan 2', '2026-12-30', on('2027-01-02')],
    ['tomorrow', '2027-01-31', on('2027-02-01')],
    ['next week', '2027-01-31', on('2027-02-01', '2027-02-07')],
    ['in february', '2028-02-10', on('2028-02-01', '2028-02-29')],
    ['tomorrow', '2028-02-28', on('2028-02-29')],
    ['on feb 29', '2026-11-18', on('2028-02-29')],
  ])('%j on %s (month and year boundaries)', (text, today, window) => {
    const groups = text.includes('weekend') || text.includes('sunday') ? ['weekend'] : [];
    expect(parseFinderRequest(text, today)).toEqual(
      expected({ ...window, groups: groups as FinderInterpretation['groups'] }, today),
    );
  });

  it('reads nothing, and summarises nothing, from a request with no constraint in it', () => {
    expect(parseFinderRequest('something for a kid', WEDNESDAY)).toEqual(NOTHING_READ);
    expect(parseFinderRequest('asdkjh qwpoe zzxv', WEDNESDAY)).toEqual({
      ...NOTHING_READ,
      keywords: ['asdkjh', 'qwpoe', 'zzxv'],
    });
  });

  it('holds at least 150 requests', () => {
    expect(undated.length + dated.length).toBeGreaterThanOrEqual(150);
  });
});

describe('the summary', () => {
  it.each([
    [
      'swimming for ages 4-7 this saturday morning under $20, indoor',
      'Ages 4–7 · Under $20 · This Saturday · Morning · Swimming · Weekend · Indoor',
    ],
    ['my two kids, free, tomorrow', '2 kids · Free · Tomorrow'],
    ['art class for both kids next week', 'Your kids · Next week · Art & Crafts'],
    [
      'something indoor for my 6 year old this saturday morning under $30',
      'Age 6 · Under $30 · This Saturday · Morning · Weekend · Indoor',
    ],
    ['free outdoor stuff tomorrow', 'Free · Tomorrow · Outdoor'],
    ['next week after school near me', 'Next week · After school · Near me'],
    ['weekdays within 5 miles', 'Weekdays · Within 5 mi'],
    ['in january', 'In January'],
    ['on december 12', 'Sat, Dec 12'],
    ['this weekend', 'This weekend · Weekend'],
    ['my 6 year old', 'Age 6'],
    ['pa day', 'PA day'],
    ['something', ''],
  ])('%j → %j', (text, summary) => {
    expect(parseFinderRequest(text, WEDNESDAY).summary).toBe(summary);
  });
});
