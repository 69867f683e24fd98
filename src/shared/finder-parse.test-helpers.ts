import type { FinderInterpretation } from './finder-parse';

/**
 * The finder's reading of a request in which it found nothing: no constraint, no keyword, an
 * empty summary, as the parser answers 'for the kids' (finder-parse.test.ts holds it to that).
 */
export const NOTHING_READ: FinderInterpretation = {
  ages: null,
  kidCount: null,
  allKids: false,
  priceMaxCents: null,
  free: false,
  dateFrom: null,
  dateTo: null,
  weekdays: [],
  timesOfDay: [],
  categories: [],
  groups: [],
  nearMe: false,
  maxDistanceMiles: null,
  keywords: [],
  summary: '',
};
