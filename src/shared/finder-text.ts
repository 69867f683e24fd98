import { DAY_NAMES, MONTH_ABBREVIATIONS, MONTH_NAMES } from './finder-dates';
import {
  AGE_WORDS,
  CATEGORY_WORDS,
  GROUP_WORDS,
  NUMBER_WORDS,
  PLAIN_WORDS,
  SLANG,
  STOP_WORDS,
} from './finder-vocabulary';
import { closestWord } from './typo';

/**
 * A finder request as the parser reads it: lower case, one space between words, phone spellings
 * and number words replaced, mistyped vocabulary words mended. "$" is a word of its own
 * ("15$" → "15 $"), "4-6" keeps its dash as a word, "gluten-free" becomes "glutenfree" (so it
 * never reads as "free") while known phrases ("after-school", "8-year-old") become words.
 */

const TIME_WORDS = [
  'today',
  'tonight',
  'tomorrow',
  'morning',
  'mornings',
  'afternoon',
  'afternoons',
  'evening',
  'evenings',
  'night',
  'nights',
  'weekend',
  'weekends',
  'weekday',
  'weekdays',
  'school',
  'nearby',
  'free',
  'year',
  'years',
  'olds',
  'under',
  'dollars',
  'bucks',
  'miles',
  'within',
  'maximum',
  'birthday',
  'preschool',
];

const phraseWords = (phrases: readonly string[]) => phrases.flatMap((p) => p.split(' '));

/** Words worth mending a typo towards. */
const MENDABLE = [
  ...new Set([
    ...Object.values(CATEGORY_WORDS).flatMap(phraseWords),
    ...Object.values(GROUP_WORDS).flatMap(phraseWords),
    ...DAY_NAMES,
    ...DAY_NAMES.map((d) => `${d}s`),
    ...MONTH_NAMES,
    ...Object.keys(AGE_WORDS),
    ...TIME_WORDS,
  ]),
].filter((w) => /^[a-z]+$/.test(w));

const KNOWN = new Set([
  ...MENDABLE,
  ...PLAIN_WORDS,
  ...STOP_WORDS,
  ...Object.keys(SLANG),
  ...Object.keys(NUMBER_WORDS),
  ...Object.keys(MONTH_ABBREVIATIONS),
]);

/** Hyphenated words kept as two words; any other letters-hyphen-letters word is joined. */
const HYPHEN_PHRASES = new Set([
  'after school',
  'pa day',
  'pd day',
  'day off',
  'no cost',
  'summer camp',
  'day camp',
  'hip hop',
  'tie dye',
  't ball',
  'kung fu',
  'jiu jitsu',
  'x mas',
  'b day',
  'tae kwon',
  'kwon do',
  'ping pong',
  'year old',
  'year olds',
  'years old',
  'yr old',
]);

const SUFFIXES: Record<string, string> = {
  yo: 'year old',
  yos: 'year olds',
  yr: 'year',
  yrs: 'years',
  yrold: 'year old',
  y: 'year',
  year: 'year',
  years: 'years',
  yearold: 'year old',
  st: '',
  nd: '',
  rd: '',
  th: '',
  mi: 'miles',
  miles: 'miles',
  km: 'km',
  pm: 'pm',
  am: 'am',
};

export function normalise(text: string): string[] {
  const s = text
    .toLowerCase()
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/'s\b/g, ' is')
    .replace(/'/g, '')
    .replace(/\by\/o\b/g, ' yo ')
    .replace(/\bw\//g, ' with ')
    .replace(/\bp\.\s?a\.?(?=\s|$)/g, 'pa')
    .replace(/([a-z]+)-([a-z]+)/g, (_, a: string, b: string) =>
      HYPHEN_PHRASES.has(`${a} ${b}`) || ['old', 'olds', 'year', 'years'].includes(b)
        ? `${a} ${b}`
        : `${a}${b}`,
    )
    .replace(/(\d)-([a-z])/g, '$1 $2')
    .replace(/([a-z])-(\d)/g, '$1 $2');
  const raw = s.match(/\$|<|-|\d+(?:\.\d+)?[a-z]*|[a-z0-9]+/g) ?? [];
  const words: string[] = [];
  for (const token of raw) words.push(...readToken(token));
  return words;
}

/** A word's entry in one of the tables: its own, never one inherited ("constructor"). */
const entry = <T>(table: Record<string, T>, word: string): T | undefined =>
  Object.hasOwn(table, word) ? table[word] : undefined;

function readToken(token: string): string[] {
  const numbered = /^(\d+(?:\.\d+)?)([a-z]*)$/.exec(token);
  if (numbered) {
    const [, digits = '', suffix = ''] = numbered;
    if (!suffix) return [digits];
    const slang = entry(SLANG, token);
    if (slang) return slang.split(' ');
    const read = entry(SUFFIXES, suffix);
    if (read === undefined) return [token];
    return read ? [digits, ...read.split(' ')] : [digits];
  }
  const slang = entry(SLANG, token);
  if (slang) return slang.split(' ');
  const number = entry(NUMBER_WORDS, token);
  if (number !== undefined) return [String(number)];
  if (/^[a-z]+$/.test(token) && !KNOWN.has(token)) {
    const mended = closestWord(token, MENDABLE);
    if (mended) return [mended];
  }
  return [token];
}
