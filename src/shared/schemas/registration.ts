import { z } from 'zod';
import { isOpeningWallClock, OPENING_FORMAT_HINT, REGISTRATION_MODES } from '../registration';
import { RegistrationOpeningSchema } from './activity';
import { LINE_STATES } from '../registration-line';
import { CreateHoldSchema } from './booking';
import { AutoBookSchema } from './waitlist';

export const RegistrationLineSchema = z
  .object({
    /** When families can join: 15 minutes before the opening. */
    opensAt: z.iso.datetime(),
    /** The draw has put the early arrivals in order. */
    drawn: z.boolean(),
    /** The last rank let in or passed: a family's place is its rank less this. */
    admittedThrough: z.number().int(),
    /** Families let in per minute. */
    admitPerMinute: z.number().int(),
    /** The places ran out; everyone still waiting went to the waitlist. */
    soldOut: z.boolean(),
    /** Families are in line (or the opening is still ahead): booking goes through the line. */
    running: z.boolean(),
  })
  .meta({ id: 'RegistrationLine' });
export type RegistrationLine = z.infer<typeof RegistrationLineSchema>;

export const LineEntrySchema = z
  .object({
    id: z.uuid(),
    state: z.enum(LINE_STATES),
    /** Given at the draw, or on joining after it; null before the draw. */
    rank: z.number().int().nullable(),
    /** Place in line and the expected wait, while waiting with a rank. */
    place: z.number().int().nullable(),
    expectedWaitSeconds: z.number().int().nullable(),
    sessionIds: z.array(z.number().int()),
    kidIds: z.array(z.uuid()),
    /** 'Book it for me': the way to pay taken when the family is let in; null: it pays itself. */
    autoBook: AutoBookSchema.nullable(),
    /** Let in: the held booking, paid for under the entry's id, and the time left to pay. */
    bookingId: z.uuid().nullable(),
    heldUntil: z.iso.datetime().nullable(),
    secondsLeft: z.number().int().nullable(),
    /** Refused: why, as the booking API's error code and its message (which names the child). */
    refusal: z.string().nullable(),
    refusalMessage: z.string().nullable(),
  })
  .meta({ id: 'LineEntry' });
export type LineEntry = z.infer<typeof LineEntrySchema>;

/** POST /api/registration/{activityId}/line: the prepared booking. */
export const JoinLineSchema = CreateHoldSchema.omit({
  idempotencyKey: true,
  activityId: true,
})
  .extend({
    /** 'Book it for me': paid at once with this way when the family is let in or wins. */
    autoBook: AutoBookSchema.optional(),
  })
  .meta({ id: 'JoinLine' });
export type JoinLineInput = z.input<typeof JoinLineSchema>;

/** A parent's view of a program's registration (decision 061): when it opens, and their reminder. */
export const RegistrationStateSchema = z
  .object({
    activityId: z.number().int(),
    /** Null when booking is not held back for an opening time. */
    opening: RegistrationOpeningSchema.nullable(),
    /** The parent asked to be reminded a day and ten minutes before it opens. */
    reminder: z.boolean(),
    /** The waiting room, for a program with an opening (decision 062). */
    line: RegistrationLineSchema.nullable(),
    /** The parent's family in it, once they joined. */
    entry: LineEntrySchema.nullable(),
  })
  .meta({ id: 'RegistrationState' });
export type RegistrationState = z.infer<typeof RegistrationStateSchema>;

/** PUT /api/admin/activities/{id}/registration: the opening, where the program is, or none. */
export const SetOpeningSchema = z
  .strictObject({
    opensAt: z
      .string({ error: OPENING_FORMAT_HINT })
      .refine(isOpeningWallClock, OPENING_FORMAT_HINT)
      .nullable()
      .meta({ example: '2027-01-05T09:00' }),
    /** A line (062) or a lottery drawn at opensAt (063); absent: as it was (at first, a line). */
    mode: z
      .enum(REGISTRATION_MODES, { error: `must be one of: ${REGISTRATION_MODES.join(', ')}` })
      .optional(),
  })
  .meta({ id: 'SetOpening' });

export const ProgramOpeningSchema = z
  .object({ activityId: z.number().int(), registration: RegistrationOpeningSchema.nullable() })
  .meta({ id: 'ProgramOpening' });

/** GET /api/admin/activities/{id}/registration: an opening and its line, for operators. */
export const OpeningStateSchema = z
  .object({
    activityId: z.number().int(),
    registration: RegistrationOpeningSchema.nullable(),
    /** Null until the first family joins. */
    line: z
      .object({
        /** The opening the line is for. */
        opensAt: z.iso.datetime(),
        /** The draw: when, its seed (families ranked by md5(seed || entry id)), and how many. */
        drawnAt: z.iso.datetime().nullable(),
        seed: z.string().nullable(),
        entrants: z.number().int(),
        admittedThrough: z.number().int(),
        soldOutAt: z.iso.datetime().nullable(),
        /** Families in each state. */
        counts: z.record(z.enum(LINE_STATES), z.number().int()),
      })
      .nullable(),
  })
  .meta({ id: 'OpeningState' });
export type OpeningState = z.infer<typeof OpeningStateSchema>;
