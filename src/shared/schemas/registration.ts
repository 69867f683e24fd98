import { z } from 'zod';
import { isOpeningWallClock, OPENING_FORMAT_HINT } from '../registration';
import { RegistrationOpeningSchema } from './activity';

/** A parent's view of a program's registration (decision 061): when it opens, and their reminder. */
export const RegistrationStateSchema = z
  .object({
    activityId: z.number().int(),
    /** Null when booking is not held back for an opening time. */
    opening: RegistrationOpeningSchema.nullable(),
    /** The parent asked to be reminded a day and ten minutes before it opens. */
    reminder: z.boolean(),
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
  })
  .meta({ id: 'SetOpening' });

export const ProgramOpeningSchema = z
  .object({ activityId: z.number().int(), registration: RegistrationOpeningSchema.nullable() })
  .meta({ id: 'ProgramOpening' });
