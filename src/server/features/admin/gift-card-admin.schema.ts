import { z } from 'zod';
import { GIFT_CARD_MAX_COUNT, GIFT_CARD_MAX_DOLLARS } from '../../lib/gift-codes';

/** The admin API's gift card issue request and answer (used by scripts/giftcards.ts too). */

export const IssueGiftCardsSchema = z
  .object({
    amountDollars: z
      .number({ error: 'The amount must be whole dollars' })
      .int('The amount must be whole dollars')
      .min(1, 'The amount must be at least $1')
      .max(GIFT_CARD_MAX_DOLLARS, `The amount must be at most $${GIFT_CARD_MAX_DOLLARS}`),
    count: z
      .number({ error: 'The count must be a whole number' })
      .int('The count must be a whole number')
      .min(1, 'The count must be at least 1')
      .max(GIFT_CARD_MAX_COUNT, `The count must be at most ${GIFT_CARD_MAX_COUNT}`),
  })
  .meta({ id: 'IssueGiftCards' });

export const IssuedGiftCardsSchema = z
  .object({ items: z.array(z.object({ code: z.string(), amountCents: z.number().int() })) })
  .meta({ id: 'IssuedGiftCards' });
