import { randomInt } from 'node:crypto';
import { GIFT_CODE_ALPHABET } from '../../shared/gift-codes';
import type { Database, DatabaseHandle } from '../db/client';
import { insertGiftCardRows, listUnredeemedGiftCards } from './gift-codes.queries';

/**
 * Issuing gift card codes: random, from an alphabet without look-alike characters, stored
 * normalised (no spaces, upper case) and shown to people in groups of four.
 */

export const ISSUED_CODE_LENGTH = 12;
/** Whole dollars per card the issuing tools accept. */
export const GIFT_CARD_MAX_DOLLARS = 1_000;
export const GIFT_CARD_MAX_COUNT = 1_000;

/**
 * A code from a cryptographic random source (crypto.randomInt draws without modulo bias),
 * `length` characters in all, ending in `suffix`.
 */
export function randomGiftCode(length = ISSUED_CODE_LENGTH, suffix = ''): string {
  let code = '';
  while (code.length < length - suffix.length) {
    code += GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)];
  }
  return code + suffix;
}

/** 'ABCDEFGHJKLM' → 'ABCD EFGH JKLM': how a code is printed for people (typing either works). */
export const groupGiftCode = (code: string) => (code.match(/.{1,4}/g) ?? []).join(' ');

export type IssuedGiftCard = { code: string; amountCents: number };

/** Issues `count` new codes worth `amountCents` each; a code that already exists is drawn again. */
export async function issueGiftCards(
  db: Database,
  { amountCents, count, suffix = '' }: { amountCents: number; count: number; suffix?: string },
): Promise<IssuedGiftCard[]> {
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    throw new Error(
      `A gift card amount must be a positive whole number of cents, got ${amountCents}`,
    );
  }
  const issued: IssuedGiftCard[] = [];
  for (let attempt = 0; issued.length < count && attempt < 10; attempt++) {
    const wanted = Array.from({ length: count - issued.length }, () => ({
      code: randomGiftCode(ISSUED_CODE_LENGTH, suffix),
      amountCents,
    }));
    const rows = await insertGiftCardRows(db, wanted);
    issued.push(...rows.map((r) => ({ code: r.code, amountCents: r.amountCents })));
  }
  if (issued.length < count) throw new Error('Could not draw enough unused gift card codes');
  return issued;
}

/**
 * Demo codes end with this, so the demo top-up never counts (or logs) codes issued for real; at the
 * end, because a saved gift card shows its first four characters.
 */
export const DEMO_CODE_SUFFIX = 'DEMO';
export const DEMO_GIFT_CARDS = { count: 3, amountCents: 5_000 } as const;

/**
 * Demo mode: keeps DEMO_GIFT_CARDS.count unredeemed demo codes (issuing only the missing ones, so
 * a restart does not mint more) and returns them for the start-up log.
 */
export async function ensureDemoGiftCards(db: Database): Promise<IssuedGiftCard[]> {
  const { count, amountCents } = DEMO_GIFT_CARDS;
  const unredeemed = (await listUnredeemedGiftCards(db, amountCents)).filter((g) =>
    g.code.endsWith(DEMO_CODE_SUFFIX),
  );
  const missing = Math.max(0, count - unredeemed.length);
  const issued = await issueGiftCards(db, {
    amountCents,
    count: missing,
    suffix: DEMO_CODE_SUFFIX,
  });
  return [...unredeemed.map((g) => ({ code: g.code, amountCents: g.amountCents })), ...issued];
}

/** Instances starting together on one PostgreSQL top up the demo codes one at a time. */
const DEMO_GIFT_CARDS_LOCK_KEY = 7_240_005;

/** At server start in demo mode: ensureDemoGiftCards under a lock shared by every instance. */
export function ensureDemoGiftCardsAtStart(handle: DatabaseHandle): Promise<IssuedGiftCard[]> {
  return handle.withAdvisoryLock(DEMO_GIFT_CARDS_LOCK_KEY, (db) => ensureDemoGiftCards(db));
}

/** 'DEMO ABCD EFGH ($50.00), …' for the start-up log. */
export const describeGiftCards = (cards: IssuedGiftCard[]) =>
  cards.map((g) => `${groupGiftCode(g.code)} ($${(g.amountCents / 100).toFixed(2)})`).join(', ');
