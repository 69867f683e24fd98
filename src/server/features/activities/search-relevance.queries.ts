import { addDays } from '../../../shared/iso-date';
import type { Database } from '../../db/client';
import type { SearchCursor } from './search-cursor';
import type { SearchWhere } from './search-filters.queries';
import type { Keyset } from './search-sorts.queries';
import type { TextSearch } from './search-text';
import { relevanceTiers } from './search-text.queries';
import { pageIds, selectFirstOf, type PageQuery, type SearchRow } from './search.queries';

/**
 * Within a tier, the first days are read in date order from the sessions' date index, which stops as soon
 * as the page is full: a common word costs a few hundred rows, not every match. If those days
 * do not fill the page the tier is sparse, and the rest of it is gathered and sorted instead of
 * walking the index past thousands of rows that do not match.
 */
const PROBE_DAYS = 14;

type RelevanceCursor = Extract<SearchCursor, { sort: 'relevance' }>;
type DateKeyset = Extract<Keyset, { sort: 'date' }>;

export type RelevanceQuery = Pick<PageQuery, 'where' | 'day' | 'distance'> & {
  text: TextSearch;
  after?: RelevanceCursor;
  /** Rows to read: a page and one more. */
  take: number;
  /** The first date the filters allow. */
  fromDate: string;
};

/** One page by relevance, tier after tier from the cursor's; each row with its tier. */
export async function selectByRelevance(db: Database, q: RelevanceQuery) {
  const tiers = relevanceTiers(q.text);
  const rows: (SearchRow & { tier: number })[] = [];
  for (let tier = q.after?.tier ?? 0; tier < tiers.length && rows.length < q.take; tier++) {
    const condition = tiers[tier];
    if (!condition) continue;
    const after: DateKeyset | undefined =
      q.after && tier === q.after.tier
        ? { sort: 'date', date: q.after.date, startTime: q.after.startTime, id: q.after.id }
        : undefined;
    const where = { ...q.where, program: [...q.where.program, condition] };
    const found = await selectTier(db, q, where, after, q.take - rows.length);
    rows.push(...found.map((row) => ({ ...row, tier })));
  }
  return rows;
}

/** A tier's first days in date order, then (only if they fall short) the rest of it, sorted. */
function selectTier(
  db: Database,
  q: RelevanceQuery,
  where: SearchWhere,
  after: DateKeyset | undefined,
  take: number,
) {
  const start = after && after.date > q.fromDate ? after.date : q.fromDate;
  const probeEnd = addDays(start, PROBE_DAYS);
  const query = { order: 'date', day: q.day, after, distance: q.distance, take } as const;
  const soon = pageIds(db, { ...query, where, window: { before: probeEnd } });
  const later = pageIds(db, { ...query, where, window: { from: probeEnd }, sortAll: true });
  return selectFirstOf(db, [soon, later], { ...query, where });
}
