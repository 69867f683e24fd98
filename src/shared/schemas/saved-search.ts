import { z } from 'zod';
import {
  canonicalQuery,
  isSavedSearchLink,
  SAVED_SEARCH_LABEL_MAX,
  SAVED_SEARCH_LINK_MAX,
  SAVED_SEARCH_SOURCES,
} from '../saved-searches';
import { FinderQuerySchema } from './finder';
import { ActivitySearchQuerySchema } from './search';

/** Saved searches (issue 30, point 6): POST/GET /api/saved-searches, DELETE /api/saved-searches/{id}. */

/** At most this many keys in a saved query, and values of this length. */
const QUERY_KEYS_MAX = 30;
const QUERY_VALUES_MAX = 20;
const QUERY_VALUE_LENGTH_MAX = 500;

const queryValue = z.union([
  z.string().max(QUERY_VALUE_LENGTH_MAX, 'A search value is too long'),
  z
    .array(z.string().max(QUERY_VALUE_LENGTH_MAX, 'A search value is too long'))
    .max(QUERY_VALUES_MAX, 'A search has too many values for one filter'),
]);

/** A search's parameters as its page sends them to GET /api/activities or GET /api/finder. */
const rawQuery = z
  .record(z.string().max(40, 'A search parameter name is too long'), queryValue)
  .refine((q) => Object.keys(q).length <= QUERY_KEYS_MAX, 'A search has too many parameters')
  .transform(canonicalQuery);

const QUERY_SCHEMA = { discover: ActivitySearchQuerySchema, finder: FinderQuerySchema } as const;

/** Why a query cannot be saved: its page's own validation, or nothing to look for. */
function checkQuery(
  source: keyof typeof QUERY_SCHEMA,
  query: Record<string, string | string[]>,
  ctx: z.RefinementCtx,
) {
  const parsed = QUERY_SCHEMA[source].safeParse(query);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', path: ['query', ...issue.path], message: issue.message });
    }
    return;
  }
  if (source === 'finder' && !String(query.q ?? '').trim()) {
    ctx.addIssue({
      code: 'custom',
      path: ['query', 'q'],
      message: 'Say what you are looking for first',
    });
  }
}

export const SavedSearchInputSchema = z
  .object({
    source: z.enum(SAVED_SEARCH_SOURCES, { error: 'Source must be discover or finder' }),
    query: rawQuery,
    label: z
      .string({ error: 'Label is required' })
      .trim()
      .min(1, 'Label is required')
      .max(SAVED_SEARCH_LABEL_MAX, `Label must be at most ${SAVED_SEARCH_LABEL_MAX} characters`),
    link: z.string({ error: 'Link is required' }).max(SAVED_SEARCH_LINK_MAX, 'Link is too long'),
  })
  .superRefine((v, ctx) => {
    checkQuery(v.source, v.query, ctx);
    if (!isSavedSearchLink(v.source, v.link)) {
      ctx.addIssue({
        code: 'custom',
        path: ['link'],
        message: `Link must be a path on the ${v.source} page`,
      });
    }
  })
  .meta({ id: 'SavedSearchInput' });
export type SavedSearchInput = z.input<typeof SavedSearchInputSchema>;

/** What a saved search matches on: its source and its canonical query. */
export type SavedSearchQuery = {
  source: (typeof SAVED_SEARCH_SOURCES)[number];
  query: Record<string, string | string[]>;
};

export const SavedSearchSchema = z
  .object({
    id: z.number().int(),
    source: z.enum(SAVED_SEARCH_SOURCES),
    /** The query as saved (canonical: see canonicalQuery), to tell a search already saved. */
    query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
    label: z.string(),
    link: z
      .string()
      .meta({ description: 'The search, on its page', example: '/activities?q=swim&tab=list' }),
    createdAt: z.string().meta({ description: 'ISO 8601' }),
    /** The last day the parent was told of new matches (server's date), or null. */
    notifiedOn: z.string().nullable(),
  })
  .meta({ id: 'SavedSearch' });
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchListSchema = z
  .object({ items: z.array(SavedSearchSchema) })
  .meta({ id: 'SavedSearchList' });
export type SavedSearchList = z.infer<typeof SavedSearchListSchema>;

export const SavedSearchIdParamSchema = z.object({
  id: z.coerce
    .number({ error: 'Saved search not found' })
    .int('Saved search not found')
    .positive('Saved search not found')
    .max(2 ** 31 - 1, 'Saved search not found'),
});
