/** The parent's search text as words (its SQL: search-text.queries.ts). */

/** Typed words shorter than this are too short for similarity to mean anything. */
export const TYPO_MIN_LENGTH = 4;
/** pg_trgm similarity of a typed word and a catalogue word ('scince' ~ 'science' is 0.5). */
export const TYPO_MIN_SIMILARITY = 0.4;
export const TYPO_ALTERNATIVES = 5;

const WORD = /^[\p{L}\p{N}]+$/u;

export type TextSearch = {
  /** The search text as the parent typed it (trimmed). */
  text: string;
  /**
   * Its words, letters and digits only (safe inside to_tsquery's syntax); empty when some word
   * is in no activity at all, so no activity can have every word.
   */
  words: string[];
  /** Per word: the word and the catalogue words that look like it; null when none has any. */
  lookAlikes: string[][] | null;
};

/** The distinct lower-case words of the text (letters and digits), in order. */
export function wordsOf(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])];
}

/** Only catalogue words that are plain words may enter a tsquery. */
export const isPlainWord = (word: string) => WORD.test(word);

/** LIKE treats %, _ and \ specially; the parent's text must match as typed. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
