import { sql, type SQL } from 'drizzle-orm';
import { activities as a } from '../../db/schema';
import { escapeLike, type TextSearch } from './search-text';

/**
 * How search text matches and ranks (docs/decisions/006-activity-search.md). A result matches by
 *  - full-text: every typed word, English-stemmed, in the search vector (title A, type and
 *    tags B, provider C, description D);
 *  - typo tolerance: every typed word, or a catalogue word that looks like it (pg_trgm
 *    similarity against the search_words vocabulary), still through the full-text index;
 *  - the spec's rule: the text as a case-insensitive substring of title, description,
 *    provider, type or a tag.
 * Relevance puts results in tiers, best first, and the soonest first within a tier:
 *   every word in the title › in title, type or tags › … or provider › anywhere ›
 *   look-alike words › the text inside the title › the text anywhere.
 */

/** Every word, each restricted to the given weights ('AB': title, type or tags). */
const allWords = (words: string[], weights = '') =>
  sql`to_tsquery('english', ${words.map((w) => (weights ? `${w}:${weights}` : w)).join(' & ')})`;

/** Every word, or one of its look-alikes: (w1 | a1 | a2) & (w2 | b1) … */
const lookAlikeWords = (groups: string[][]) =>
  sql`to_tsquery('english', ${groups.map((g) => `(${g.join(' | ')})`).join(' & ')})`;

const vector = sql`${a.searchVector}`;
/** The title's own vector: its GIN index answers "every word in the title" without the heap. */
const titleVector = sql`to_tsvector('english', ${a.title})`;
/** The substring rule: lower() on both sides in SQL, so text and data are folded alike. */
const substring = (t: TextSearch) => sql`'%' || lower(${escapeLike(t.text)}) || '%'`;
const inTitle = (t: TextSearch) => sql`strpos(lower(${a.title}), lower(${t.text})) > 0`;

/** Matches through look-alike words (null when no word has any). */
export const lookAlikeMatchSql = (t: TextSearch): SQL | null =>
  t.lookAlikes && sql`${vector} @@ ${lookAlikeWords(t.lookAlikes)}`;

/** The position of the look-alike tier in relevanceTiers. */
export const LOOK_ALIKE_TIER = 4;

/** Everything the text matches, by any of the three rules. */
export function textMatchSql(t: TextSearch): SQL {
  const anyWords = [
    ...(t.words.length > 0 ? [sql`${vector} @@ ${allWords(t.words)}`] : []),
    ...(t.lookAlikes ? [sql`${vector} @@ ${lookAlikeWords(t.lookAlikes)}`] : []),
  ];
  return sql`(${sql.join([...anyWords, sql`${a.searchText} like ${substring(t)}`], sql` or `)})`;
}

/**
 * The relevance tiers, best first, each excluding the ones before it, so every match is in
 * exactly one. Their positions never change (null: the tier cannot occur for this text), so a
 * cursor's tier means the same on the next page. Within a tier the order is by date, which an
 * index can give without ranking every match.
 */
export function relevanceTiers(t: TextSearch): (SQL | null)[] {
  const words = t.words.length > 0 ? t.words : null;
  /** `find` is how a tier is looked up; `is`, the same test cheaply on a row already read. */
  const tiers: ({ find: SQL; is: SQL } | null)[] = [
    // The title's own index finds "every word in the title"; on a row, the title's A weight says it.
    words && {
      find: sql`${titleVector} @@ ${allWords(words)}`,
      is: sql`${vector} @@ ${allWords(words, 'A')}`,
    },
    words && same(sql`${vector} @@ ${allWords(words, 'AB')}`),
    words && same(sql`${vector} @@ ${allWords(words, 'ABC')}`),
    words && same(sql`${vector} @@ ${allWords(words)}`),
    // LOOK_ALIKE_TIER
    t.lookAlikes && same(sql`${vector} @@ ${lookAlikeWords(t.lookAlikes)}`),
    same(sql`${a.searchText} like ${substring(t)} and ${inTitle(t)}`),
    same(sql`${a.searchText} like ${substring(t)}`),
  ];
  return tiers.map((tier, i) => {
    if (!tier) return null;
    const earlier = tiers.slice(0, i).flatMap((e) => (e ? [e.is] : []));
    return earlier.length
      ? sql`(${tier.find} and not (${sql.join(earlier, sql` or `)}))`
      : tier.find;
  });
}

const same = (condition: SQL) => ({ find: condition, is: condition });
