import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { activities as a, providers, searchWords } from '../../db/schema';
import {
  anySessionOf,
  isFirstMatchSql,
  nextSessionOf,
  foundSessionColumns,
  sessionAlias,
  sessionMatchSql,
} from '../../lib/session-match.queries';
import { activityColumns } from './activities.queries';
import type { SearchWhere } from './search-filters.queries';
import {
  afterSql,
  orderSql,
  shuffleSql,
  type KeyOrder,
  type KeyParts,
  type Keyset,
} from './search-sorts.queries';
import { TYPO_ALTERNATIVES, TYPO_MIN_LENGTH, TYPO_MIN_SIMILARITY } from './search-text';

/** Plain Drizzle for activity search: the search vocabulary and one page of results. */

export type WordLookup = {
  /** Some activity (past or upcoming) has a word with this word's English lexeme. */
  known: Set<string>;
  /** Catalogue words that look like the typed word, most alike first (words of 4+ letters). */
  lookAlikes: Map<string, string[]>;
};

/** What the catalogue's vocabulary says about each typed word, in one statement. */
export async function lookUpWords(db: Database, words: string[]): Promise<WordLookup> {
  const lookup: WordLookup = { known: new Set(), lookAlikes: new Map() };
  if (words.length === 0) return lookup;
  const typed = sql`typed.word`;
  const lexemes = sql`tsvector_to_array(to_tsvector('english', ${typed}))`;
  const w = searchWords.word;
  const similar = db
    .select({ word: w })
    .from(searchWords)
    // `%` lets the trigram index find candidates; the explicit bound is the real threshold.
    .where(
      and(
        sql`length(${typed}) >= ${TYPO_MIN_LENGTH}`,
        sql`${w} % ${typed}`,
        sql`similarity(${w}, ${typed}) >= ${TYPO_MIN_SIMILARITY}`,
        sql`${w} <> ${typed}`,
      ),
    )
    .orderBy(sql`similarity(${w}, ${typed}) desc`, w)
    .limit(TYPO_ALTERNATIVES)
    .as('similar');
  const list = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  const rows = await db
    .select({
      typed: sql<string>`${typed}`,
      // A stop word has no lexeme: full-text search ignores it, so it never rules a match out.
      known: sql<boolean>`(cardinality(${lexemes}) = 0 or exists (
        select 1 from ${searchWords} where ${searchWords.lexeme} = any(${lexemes})))`,
      alike: similar.word,
    })
    .from(sql`unnest(array[${list}]::text[]) as typed(word)`)
    .leftJoinLateral(similar, sql`true`);
  for (const row of rows) {
    if (row.known) lookup.known.add(row.typed);
    if (row.alike) {
      lookup.lookAlikes.set(row.typed, [...(lookup.lookAlikes.get(row.typed) ?? []), row.alike]);
    }
  }
  return lookup;
}

export type PageQuery = {
  where: SearchWhere;
  order: KeyOrder;
  /** The day whose shuffle breaks popularity ties. */
  day: string;
  after?: Keyset;
  /** How many rows to read (a page and one more, to tell whether another page exists). */
  take: number;
  /** The distance, for the order computed per row. */
  computed?: SQL<number>;
  /**
   * Read every match, then sort: for the computed order, and where an index scan in key order
   * would be a gamble (a filter PostgreSQL may think common but that is rare).
   */
  sortAll?: boolean;
  /** Each result's distance, when a point was given. */
  distance?: SQL<number>;
  /** Only programs whose matching session falls before `before` or from `from` on. */
  window?: { before?: string; from?: string };
};

const programKeys = {
  id: a.id,
  firstDate: a.date,
  firstStartTime: a.startTime,
  priceCents: a.priceCents,
  createdAt: a.createdAt,
  spotsLeft: a.spotsLeft,
  capacity: a.capacity,
};

function windowSql(window: PageQuery['window'], date: SQLWrapper): SQL[] {
  const where: SQL[] = [];
  if (window?.before) where.push(sql`${date} < ${window.before}::date`);
  if (window?.from) where.push(sql`${date} >= ${window.from}::date`);
  return where;
}

/**
 * The ids of one page, in order, each with the session it was found by. The columns are named
 * page_id, page_key and page_session so they never clash with the joined activity's.
 *  - By date, sessions are read from their date index and each program is kept at its first
 *    matching session (isFirstMatchSql), stopping after the page.
 *  - Other orders read the programs' index in key order, each joined to its first matching
 *    session, and stop after the page.
 *  - With sortAll the matches are gathered in a subquery first (its OFFSET 0 keeps PostgreSQL
 *    from folding it back in), with the distance computed once per row, then sorted.
 */
export function pageIds(db: Database, q: PageQuery) {
  if (q.sortAll) return sortedPageIds(db, q);
  if (q.order === 'date') return sessionPageIds(db, q);
  const next = nextSessionOf(db, q.where.sessions);
  const parts: KeyParts = {
    ...programKeys,
    date: next.date,
    startTime: next.startTime,
    computed: null,
  };
  const after = q.after ? [afterSql(q.after, parts, q.day)] : [];
  return db
    .select({
      id: sql<number>`${a.id}`.as('page_id'),
      computed: sql<number | null>`null::float8`.as('page_key'),
      session: sql<number>`${next.sessionId}`.as('page_session'),
    })
    .from(a)
    .innerJoinLateral(next, sql`true`)
    .where(and(...programBounds(q.where), ...windowSql(q.window, next.date), ...after))
    .orderBy(...orderSql(q.order, parts, q.day))
    .limit(q.take);
}

function sessionPageIds(db: Database, q: PageQuery) {
  const s = sessionAlias('found_session');
  const m = q.where.sessions;
  const parts: KeyParts = { ...programKeys, date: s.date, startTime: s.startTime, computed: null };
  const after = q.after ? [afterSql(q.after, parts, q.day)] : [];
  return db
    .select({
      id: sql<number>`${a.id}`.as('page_id'),
      computed: sql<number | null>`null::float8`.as('page_key'),
      session: sql<number>`${s.id}`.as('page_session'),
    })
    .from(s)
    .innerJoin(a, eq(a.id, s.activityId))
    .where(
      and(
        ...q.where.program,
        ...sessionMatchSql(m, s),
        isFirstMatchSql(m, s),
        ...windowSql(q.window, s.date),
        ...after,
      ),
    )
    .orderBy(...orderSql(q.order, parts, q.day))
    .limit(q.take);
}

function sortedPageIds(db: Database, q: PageQuery) {
  const next = nextSessionOf(db, q.where.sessions);
  const matched = db
    .select({
      ...programKeys,
      sessionId: next.sessionId,
      sessionDate: next.date,
      sessionStart: next.startTime,
      computed: (q.computed ?? sql`null::float8`).as('computed'),
    })
    .from(a)
    .innerJoinLateral(next, sql`true`)
    .where(and(...programBounds(q.where), ...windowSql(q.window, next.date)));
  const column = (name: string) => sql`${sql.identifier('matched')}.${sql.identifier(name)}`;
  const parts: KeyParts = {
    id: column('id'),
    date: column('session_date'),
    startTime: column('session_start'),
    firstDate: column('date'),
    firstStartTime: column('start_time'),
    priceCents: column('price_cents'),
    createdAt: column('created_at'),
    spotsLeft: column('spots_left'),
    capacity: column('capacity'),
    computed: column('computed'),
  };
  return db
    .select({
      id: sql<number>`${parts.id}`.as('page_id'),
      computed: sql<number | null>`${parts.computed}`.as('page_key'),
      session: sql<number>`${column('session_id')}`.as('page_session'),
    })
    .from(sql`(${matched} offset 0) as ${sql.identifier('matched')}`)
    .where(q.after ? afterSql(q.after, parts, q.day) : undefined)
    .orderBy(...orderSql(q.order, parts, q.day))
    .limit(q.take);
}

type PageIds = ReturnType<typeof pageIds>;

/** One page of results with everything the response and the next cursor need. */
export function selectSearchPage(db: Database, q: PageQuery) {
  return selectPageRows(db, pageIds(db, q).as('page'), q);
}

/**
 * The first `take` ids of several page queries read one after another, as one statement:
 * PostgreSQL runs UNION ALL's parts in order and stops once the limit is reached, so a later
 * part costs nothing when an earlier one fills the page.
 */
export function selectFirstOf(db: Database, parts: [PageIds, PageIds, ...PageIds[]], q: PageQuery) {
  const [first, second, ...rest] = parts;
  return selectPageRows(
    db,
    unionAll(first, second, ...rest)
      .limit(q.take)
      .as('page'),
    q,
  );
}

function selectPageRows(db: Database, page: ReturnType<PageIds['as']>, q: PageQuery) {
  const found = sessionAlias('found_session');
  return db
    .select({
      ...activityColumns,
      computed: page.computed,
      distanceMiles: q.distance ?? sql<number | null>`null::float8`,
      createdAt: sql<string>`to_char(${a.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      shuffle: shuffleSql(a.id, q.day),
      next: foundSessionColumns(found),
    })
    .from(page)
    .innerJoin(a, eq(a.id, page.id))
    .innerJoin(providers, eq(providers.id, a.providerId))
    .innerJoin(found, eq(found.id, page.session))
    .orderBy(
      ...orderSql(
        q.order,
        { ...programKeys, date: found.date, startTime: found.startTime, computed: page.computed },
        q.day,
      ),
    );
}

export type SearchRow = Awaited<ReturnType<typeof selectSearchPage>>[number];

/**
 * The program's conditions, and what its first session says of the session filters: it comes no
 * later than any session, so none can match by `toDate` if it starts after (an index bound).
 */
function programBounds(where: SearchWhere): SQL[] {
  const { toDate } = where.sessions;
  return toDate ? [...where.program, sql`${a.date} <= ${toDate}::date`] : where.program;
}

/**
 * How many programs match, reading at most `cap + 1` of them (more than cap: capped). With a
 * date range and no text, from the sessions in it (each program at its first matching one): a
 * range holds few sessions, where many programs may have to be probed to find a hundred with one
 * in range. Otherwise program by program, each probing its own sessions: text narrows programs
 * through its indexes, and a session read first would cost a text test per session.
 */
export async function countMatches(db: Database, where: SearchWhere, cap: number) {
  const m = where.sessions;
  const ranged = m.toDate !== undefined || m.floor.date > m.now.date;
  const s = sessionAlias('counted_session');
  const matched =
    ranged && !where.text
      ? db
          .select({ one: sql`1`.as('one') })
          .from(s)
          .innerJoin(a, eq(a.id, s.activityId))
          .where(and(...where.program, ...sessionMatchSql(m, s), isFirstMatchSql(m, s)))
          .limit(cap + 1)
          .as('matched')
      : db
          .select({ one: sql`1`.as('one') })
          .from(a)
          .innerJoinLateral(anySessionOf(db, m), sql`true`)
          .where(and(...programBounds(where)))
          .limit(cap + 1)
          .as('matched');
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matched);
  const n = row?.n ?? 0;
  return { total: Math.min(n, cap), capped: n > cap };
}

/** Whether any program matches. */
export async function anyMatches(db: Database, where: SearchWhere): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(a)
    .innerJoinLateral(anySessionOf(db, where.sessions), sql`true`)
    .where(and(...programBounds(where)))
    .limit(1);
  return rows.length > 0;
}
