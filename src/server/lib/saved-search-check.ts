import type { Database } from '../db/client';
import { enqueueJobs } from './jobs';
import { latestSessionId } from './saved-search-check.queries';

/**
 * Saved searches hear of the sessions a catalogue write adds (decision 056). The write notes
 * the highest session id it sees before it adds any; after, it queues one check of every saved
 * search against the ids above that note, in its own transaction, so the check exists exactly
 * when the sessions do. Identities only grow, so the range holds every session the write added
 * (and perhaps some another write added meanwhile, which its own check covers as well).
 */
export const SAVED_SEARCH_CHECK_JOB = 'saved-search-check';

/** The sessions a catalogue write added: ids from `first` to `last`, both included. */
export type SessionIdRange = { first: number; last: number };

/** Before a catalogue write adds sessions, in its transaction: the id to count new ones from. */
export const noteLatestSession = (tx: Database) => latestSessionId(tx);

/** After the write, in the same transaction: queue the check of the sessions it added, if any. */
export async function checkSavedSearchesFrom(tx: Database, before: number) {
  const after = await latestSessionId(tx);
  if (after > before) await queueSavedSearchCheck(tx, { first: before + 1, last: after });
}

/**
 * Queues a check of the saved searches against `sessions`: all of them, from the first, now;
 * or from the one after `after`, or only those in `only`, when a check hands on its rest.
 */
export function queueSavedSearchCheck(
  tx: Database,
  sessions: SessionIdRange,
  { runAt = new Date(), after, only }: { runAt?: Date; after?: number; only?: number[] } = {},
) {
  return enqueueJobs(tx, [
    {
      kind: SAVED_SEARCH_CHECK_JOB,
      runAt,
      payload: { sessions, ...(after ? { after } : {}), ...(only ? { only } : {}) },
    },
  ]);
}

/**
 * How many programs a saved query finds through the sessions in `sessions` (up to `cap`): the
 * Discover search and the finder each answer for their own kind.
 */
export type SavedSearchMatcher = (
  db: Database,
  search: { userId: string; query: Record<string, string | string[]> },
  sessions: SessionIdRange,
  cap: number,
) => Promise<number>;
