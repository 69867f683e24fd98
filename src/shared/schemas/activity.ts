import { z } from 'zod';

/** The public shape of an activity, as the API returns it and the web app reads it. */

/** Who runs the activity; `slug` names their page, /providers/{slug}. */
export const ActivityProviderSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});

export const ActivityLocationSchema = z.object({
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
});

export const ActivitySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    provider: ActivityProviderSchema,
    /** One of ACTIVITY_CATEGORIES for the demo and imports; kept a string so new kinds don't break clients. */
    type: z.string(),
    tags: z.array(z.string()),
    location: ActivityLocationSchema,
    imageUrl: z.string(),
    /** Per child, in integer cents; 0 means free. */
    priceCents: z.number().int().min(0),
    date: z.string().meta({ description: 'YYYY-MM-DD', example: '2026-11-23' }),
    startTime: z.string().meta({ description: 'HH:MM, 24-hour', example: '09:30' }),
    endTime: z.string().meta({ description: 'HH:MM, 24-hour', example: '11:00' }),
    ageMin: z.number().int(),
    ageMax: z.number().int(),
    capacity: z.number().int(),
    spotsLeft: z.number().int(),
  })
  .meta({ id: 'Activity' });
export type Activity = z.infer<typeof ActivitySchema>;

export const ACTIVITY_PAGE_DEFAULT = 20;
export const ACTIVITY_PAGE_MAX = 100;

/** Query of GET /api/activities. The cursor is opaque: pass back the previous page's nextCursor. */
export const ActivityListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(ACTIVITY_PAGE_MAX, `must be at most ${ACTIVITY_PAGE_MAX}`)
    .default(ACTIVITY_PAGE_DEFAULT),
  cursor: z.string().min(1).max(200).optional(),
});
export type ActivityListQuery = z.input<typeof ActivityListQuerySchema>;

export const ActivityPageSchema = z
  .object({ items: z.array(ActivitySchema), nextCursor: z.string().nullable() })
  .meta({ id: 'ActivityPage' });
export type ActivityPage = z.infer<typeof ActivityPageSchema>;
