import { z } from 'zod';
import { PROVIDER_ACTIVITIES_PAGE, PROVIDER_ACTIVITIES_PAGE_MAX } from '../provider-rules';
import { ActivityLocationSchema, ActivityPageSchema } from './activity';
import { localNowParam, pageQuery } from './common';

/**
 * A provider's page (GET /api/providers/{slug}): who they are, where they run their activities,
 * and their upcoming activities a page at a time, soonest first.
 */

export const ProviderSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    /** The provider's own words about themselves. */
    description: z.string().nullable(),
    /** An http(s) address, or null (shared/provider-rules.ts: linkableWebsite). */
    website: z.string().nullable(),
  })
  .meta({ id: 'Provider' });
export type Provider = z.infer<typeof ProviderSchema>;

/** A place the provider runs activities at: each name and address once. */
export const ProviderPlaceSchema = ActivityLocationSchema.meta({ id: 'ProviderPlace' });
export type ProviderPlace = z.infer<typeof ProviderPlaceSchema>;

export const ProviderPageSchema = z
  .object({
    provider: ProviderSchema,
    places: z.array(ProviderPlaceSchema),
    /** Sessions not yet started by the parent's clock, and those that have (never listed). */
    upcomingCount: z.number().int(),
    pastCount: z.number().int(),
    /** The first page of upcoming activities; GET /api/providers/{slug}/activities for more. */
    activities: ActivityPageSchema,
  })
  .meta({ id: 'ProviderPage' });
export type ProviderPage = z.infer<typeof ProviderPageSchema>;

/** Query of GET /api/providers/{slug}: the parent's clock (shared/upcoming.ts). */
export const ProviderQuerySchema = z.object({ now: localNowParam });
export type ProviderQuery = z.input<typeof ProviderQuerySchema>;

/** Query of GET /api/providers/{slug}/activities: pass back the previous page's nextCursor. */
export const ProviderActivitiesQuerySchema = pageQuery(
  PROVIDER_ACTIVITIES_PAGE,
  PROVIDER_ACTIVITIES_PAGE_MAX,
).extend({ now: localNowParam });
export type ProviderActivitiesQuery = z.input<typeof ProviderActivitiesQuerySchema>;
export type ProviderActivitiesSearch = z.output<typeof ProviderActivitiesQuerySchema>;
