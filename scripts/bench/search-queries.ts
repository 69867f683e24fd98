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
 * (stemmed, typo, combined with filters), each filter family, each sort and a second page.
 */
export function searchQueryMix(today: string): SearchQuery[] {
  const from = addDays(today, 14);
  const to = addDays(from, 13);
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
  ];
}
