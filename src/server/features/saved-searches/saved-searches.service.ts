import { SAVED_SEARCHES_FULL_MESSAGE, SAVED_SEARCHES_MAX } from '../../../shared/saved-searches';
import type { SavedSearch, SavedSearchInput } from '../../../shared/schemas/saved-search';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/ids';
import { kidNotFound } from '../../lib/refusals';
import {
  countOwnKids,
  countSavedSearches,
  deleteSavedSearch,
  findSameSearch,
  insertSavedSearch,
  lockParent,
  selectSavedSearches,
  toSavedSearch,
  type NewSavedSearch,
} from './saved-searches.queries';

/** The input as the route validated it (its query in canonical form). */
type ValidInput = Omit<SavedSearchInput, 'query'> & { query: Record<string, string | string[]> };

export async function listSaved(db: Database, userId: string): Promise<SavedSearch[]> {
  return (await selectSavedSearches(db, userId)).map(toSavedSearch);
}

/**
 * Saves the search, or answers the one already saved with the same query. A finder request's
 * kids must be the parent's own; past SAVED_SEARCHES_MAX, 409.
 */
export async function saveSearch(db: Database, userId: string, input: ValidInput) {
  await checkKids(db, userId, input);
  const search: NewSavedSearch = {
    source: input.source,
    query: input.query,
    queryKey: JSON.stringify(input.query),
    label: input.label,
    link: input.link,
  };
  return db.transaction(async (tx) => {
    await lockParent(tx, userId);
    const same = await findSameSearch(tx, userId, search);
    if (same) return { saved: toSavedSearch(same), created: false };
    if ((await countSavedSearches(tx, userId)) >= SAVED_SEARCHES_MAX) {
      throw new AppError(409, 'saved_searches_full', SAVED_SEARCHES_FULL_MESSAGE);
    }
    return { saved: toSavedSearch(await insertSavedSearch(tx, userId, search)), created: true };
  });
}

async function checkKids(db: Database, userId: string, input: ValidInput) {
  if (input.source !== 'finder') return;
  const raw = input.query.kidIds;
  const kidIds = [...new Set(raw === undefined ? [] : Array.isArray(raw) ? raw : [raw])];
  if (kidIds.length === 0) return;
  if (!kidIds.every(isUuid) || (await countOwnKids(db, userId, kidIds)) !== kidIds.length) {
    throw kidNotFound();
  }
}

export async function removeSaved(db: Database, userId: string, id: number) {
  if (!(await deleteSavedSearch(db, userId, id))) throw notFound('Saved search not found');
}
