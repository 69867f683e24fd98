import { z } from 'zod';
import {
  LIST_DESCRIPTION_MAX,
  LIST_DESCRIPTION_TOO_LONG,
  LIST_NAME_MAX,
  LIST_NAME_REQUIRED,
  LIST_NAME_TOO_LONG,
} from '../collection-rules';
import { ActivitySchema } from './activity';
import { visibleName } from './common';

/** Favourites and activity lists (spec part 2, section 3 'Favorite', 'Activity list'). */

export const FavoriteSchema = z
  .object({
    id: z.string(),
    activityId: z.number().int(),
    addedDate: z.string().meta({ description: 'ISO timestamp' }),
    /** The activity as the catalogue shows it now; past ones stay listed. */
    activity: ActivitySchema,
  })
  .meta({ id: 'Favorite' });
export type Favorite = z.infer<typeof FavoriteSchema>;

export const FavoriteListSchema = z.object({ items: z.array(FavoriteSchema) });

/** A list name: trimmed, not blank, at most LIST_NAME_MAX characters. */
export const ListNameSchema = visibleName(
  LIST_NAME_REQUIRED.description,
  LIST_NAME_MAX,
  LIST_NAME_TOO_LONG,
);

/** An optional description: trimmed; blank is no description. */
export const ListDescriptionSchema = z
  .string()
  .trim()
  .max(LIST_DESCRIPTION_MAX, LIST_DESCRIPTION_TOO_LONG)
  .transform((v) => (v === '' ? null : v))
  .nullable();

export const ActivityIdSchema = z.number().int().min(1).max(2_147_483_647);

/** POST /api/collections/lists: a new list, optionally with its first activity (one step). */
export const CreateListSchema = z.object({
  name: ListNameSchema,
  description: ListDescriptionSchema.optional(),
  activityId: ActivityIdSchema.optional(),
});
export type CreateListInput = z.input<typeof CreateListSchema>;

/** PATCH /api/collections/lists/{id}: any of name, description and sharing. */
export const UpdateListSchema = z
  .object({
    name: ListNameSchema.optional(),
    description: ListDescriptionSchema.optional(),
    isShared: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to change');
export type UpdateListInput = z.input<typeof UpdateListSchema>;

export const ListItemSummarySchema = z.object({
  activityId: z.number().int(),
  title: z.string(),
  addedDate: z.string(),
});

export const ActivityListSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    isShared: z.boolean(),
    /** The share link's secret while the list is shared; a new one each time sharing is turned on. */
    shareToken: z.string().nullable(),
    createdDate: z.string(),
    updatedDate: z.string(),
    /** Its activities in the order they were added. */
    items: z.array(ListItemSummarySchema),
  })
  .meta({ id: 'ActivityList' });
export type ActivityList = z.infer<typeof ActivityListSchema>;

export const ActivityListsSchema = z.object({ items: z.array(ActivityListSchema) });

/** One list with its activities in full (the list's own view). */
export const ActivityListDetailSchema = ActivityListSchema.extend({
  activities: z.array(ActivitySchema),
}).meta({ id: 'ActivityListDetail' });
export type ActivityListDetail = z.infer<typeof ActivityListDetailSchema>;

/** GET /api/collections/shared/{token}: what anyone with the link sees. */
export const SharedListSchema = z
  .object({
    /** The list's id when the viewer owns it (they edit it in their lists); otherwise null. */
    yourListId: z.uuid().nullable(),
    name: z.string(),
    description: z.string().nullable(),
    ownerFirstName: z.string(),
    updatedDate: z.string(),
    activities: z.array(ActivitySchema),
  })
  .meta({ id: 'SharedList' });
export type SharedList = z.infer<typeof SharedListSchema>;
