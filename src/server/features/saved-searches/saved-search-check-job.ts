import { localIsoDate } from '../../../shared/iso-date';
import { savedSearchNotice, type SavedSearchSource } from '../../../shared/saved-searches';
import type { Database } from '../../db/client';
import type { ClaimedJob, JobHandler } from '../../lib/jobs';
import { notify } from '../../lib/notify';
import {
  queueSavedSearchCheck,
  type SavedSearchMatcher,
  type SessionIdRange,
} from '../../lib/saved-search-check';
import { markNotified, savedSearchesToCheck, type SearchToCheck } from './saved-searches.queries';

/** Saved searches checked per run; the rest are a follow-on job, so no run outlasts its lease. */
export const CHECK_PAGE = 100;
/** A notice counts new programs up to this ("100+ new activities match"). */
export const FOUND_CAP = 100;

export type SavedSearchMatchers = Record<SavedSearchSource, SavedSearchMatcher>;

type CheckPayload = { sessions: SessionIdRange; after?: number; only?: number[] };

/** The first instant of the day after `now`'s, on the server's clock. */
function tomorrow(now: Date) {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
}

/**
 * Checks every saved search against the sessions a catalogue write added (decision 056): one
 * page of searches a run. A search that finds something tells its parent (in the app, and by
 * e-mail and push as they chose), at most once a day: one already told today is checked again
 * tomorrow, for the same sessions. The notice is keyed by search and day, and the day is marked
 * in the same transaction, so a run repeated after a crash tells no one twice.
 */
export function savedSearchCheckJob(
  matchers: SavedSearchMatchers,
  clock: () => Date = () => new Date(),
): JobHandler {
  return async (job: ClaimedJob, db: Database) => {
    const { sessions, after = 0, only } = job.payload as CheckPayload;
    const page = await savedSearchesToCheck(db, { after, only, limit: CHECK_PAGE });
    const now = clock();
    const today = localIsoDate(now);
    const toldToday: number[] = [];
    for (const search of page) {
      const found = await matchers[search.source](db, search, sessions, FOUND_CAP);
      if (found === 0) continue;
      if (search.notifiedOn === today || !(await tell(db, search, found, today, now))) {
        toldToday.push(search.id);
      }
    }
    await db.transaction(async (tx) => {
      const last = page.at(-1);
      if (page.length === CHECK_PAGE && last) {
        await enqueueCheck(tx, { sessions, after: last.id, only }, now);
      }
      if (toldToday.length > 0)
        await enqueueCheck(tx, { sessions, only: toldToday }, tomorrow(now));
    });
  };
}

const enqueueCheck = (tx: Database, p: CheckPayload, runAt: Date) =>
  queueSavedSearchCheck(tx, p.sessions, { runAt, after: p.after, only: p.only });

/** Tells the parent; false when the search was told today already (by another check). */
function tell(db: Database, search: SearchToCheck, found: number, today: string, now: Date) {
  return db.transaction(async (tx) => {
    if (!(await markNotified(tx, search.id, today))) return false;
    await notify(
      tx,
      [
        {
          userId: search.userId,
          kind: 'saved-search',
          key: `saved-search:${search.id}:${today}`,
          ...savedSearchNotice(search.label, found, FOUND_CAP),
          link: search.link,
        },
      ],
      { now },
    );
    return true;
  });
}
