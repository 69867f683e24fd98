import { addDays } from '../../src/shared/iso-date';
import { BENCH_CENTRE } from './search-vocabulary';

export type SearchQuery = {
  name: string;
  /** The query string of GET /api/activities. */
  params: string;
  /** Measure the page after this query's first page (its nextCursor), not the first page. */
  secondPage?: true;
};

const near = `lat=${BENCH_CENTRE.lat}&lng=${BENCH_CENTRE.lng}`;

/**
 * The fixed mix a parent's searches are measured with: the Discover page's first load, text
 * (stemmed, typo, combined with filters), each filter family, each sort and a second page; and
 * the filters a program meets through its sessions (decision 043): weekdays, a time of day, and
 * date ranges weeks and months ahead, where a term or a drop-in series begun earlier still has
 * sessions.
 */
export function searchQueryMix(today: string): SearchQuery[] {
  const from = addDays(today, 14);
  const to = addDays(from, 13);
  const day = (days: number) => addDays(today, days);
  return [
    { name: 'first page', params: '' },
    { name: 'text', params: 'q=swimming' },
    { name: 'typo', params: 'q=swiming' },
    { name: 'text + age', params: 'q=art&age=6' },
    { name: 'text + max price', params: 'q=soccer&maxPrice=3000' },
    { name: 'types + weekday', params: 'type=Music&type=Dance&weekday=saturday' },
    { name: 'after school + age', params: 'timeOfDay=afterSchool&age=8' },
    { name: 'within 10 mi by distance', params: `${near}&withinMiles=10&sort=distance` },
    { name: 'popular', params: 'sort=popular' },
    { name: 'cheapest paid', params: 'sort=price&free=false' },
    { name: 'text + 2-week range', params: `q=camp&from=${from}&to=${to}` },
    { name: 'text, page 2', params: 'q=dance', secondPage: true },
    { name: 'available + age', params: 'available=true&age=5' },
    { name: 'tags', params: 'tag=birthday&tag=party' },
    { name: 'newest near', params: `${near}&sort=newest` },
    { name: 'weekdays (Tue, Thu)', params: 'weekday=tuesday&weekday=thursday' },
    { name: 'evening + age', params: 'timeOfDay=evening&age=9' },
    { name: 'range 5–9 weeks ahead', params: `from=${day(35)}&to=${day(62)}` },
    {
      name: 'range 2–3 months + Sat morning',
      params: `from=${day(56)}&to=${day(91)}&weekday=saturday&timeOfDay=morning`,
    },
    { name: 'text + range 6 months ahead', params: `q=camp&from=${day(182)}&to=${day(195)}` },
  ];
}
