import { z } from 'zod';
import { messageLine, PAYMENT_METHOD_REQUIRED } from '../booking-rules';
import { CreateHoldSchema } from './booking';

/**
 * The waitlist's API (decision 060, docs/booking-api.md): joining for the kids and the sessions a
 * booking would name, the parent's places in line, and leaving.
 */

/** 'Book it for me': the way to pay taken the moment a place frees up. */
export const AutoBookSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('wallet') }),
    z.object({
      method: z.literal('card'),
      paymentMethodId: z.uuid({ error: messageLine(PAYMENT_METHOD_REQUIRED) }),
    }),
  ],
  { error: messageLine(PAYMENT_METHOD_REQUIRED) },
);
export type AutoBook = z.infer<typeof AutoBookSchema>;

export const JoinWaitlistSchema = CreateHoldSchema.omit({ idempotencyKey: true })
  .extend({
    /** Without it, an offer is made and the parent claims it. */
    autoBook: AutoBookSchema.optional(),
  })
  .meta({ id: 'JoinWaitlist' });
export type JoinWaitlistInput = z.input<typeof JoinWaitlistSchema>;

export const WaitlistQuerySchema = z.object({
  /** Only the entries for this activity (its page); without it, all of the parent's. */
  activityId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const WaitlistOfferSchema = z.object({
  /** The held booking: paying with the entry's id as the idempotency key books it. */
  bookingId: z.uuid(),
  heldUntil: z.iso.datetime(),
  secondsLeft: z.number().int(),
  totalCents: z.number().int(),
});

export const WaitlistEntrySchema = z
  .object({
    id: z.uuid(),
    activity: z.object({ id: z.number().int(), title: z.string(), imageUrl: z.string() }),
    sessions: z.array(
      z.object({
        id: z.number().int(),
        date: z.string().meta({ description: 'YYYY-MM-DD' }),
        startTime: z.string().meta({ description: 'HH:MM' }),
      }),
    ),
    kids: z.array(z.object({ id: z.uuid(), name: z.string() })),
    /** 1 for the first family in line for these sessions; null while an offer is open. */
    position: z.number().int().positive().nullable(),
    autoBook: AutoBookSchema.nullable(),
    offer: WaitlistOfferSchema.nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'WaitlistEntry' });
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;

export const WaitlistSchema = z.object({ items: z.array(WaitlistEntrySchema) });
export type Waitlist = z.infer<typeof WaitlistSchema>;
