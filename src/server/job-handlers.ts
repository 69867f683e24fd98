import { countDiscoverMatchesAmong } from './features/activities/search.service';
import { countFinderMatchesAmong } from './features/finder/finder.service';
import {
  notificationBatchJobs,
  notificationJobs,
  type NotificationJobDeps,
} from './features/notifications/notification-jobs';
import { HOLD_EXPIRY_JOB, holdExpiryJob } from './features/bookings/booking-holds';
import { savedSearchCheckJob } from './features/saved-searches/saved-search-check-job';
import type { JobRunnerOptions } from './lib/jobs';
import { SAVED_SEARCH_CHECK_JOB } from './lib/saved-search-check';

/**
 * Every kind of job the app runs: what each instance's job runner handles. Reminders and e-mails
 * are done many at a time (one lookup and one write for a batch); the rest one by one.
 */
export function appJobs(
  deps: NotificationJobDeps,
): Pick<JobRunnerOptions, 'handlers' | 'batchHandlers'> {
  return {
    handlers: {
      ...notificationJobs(deps),
      [SAVED_SEARCH_CHECK_JOB]: savedSearchCheckJob(
        { discover: countDiscoverMatchesAmong, finder: countFinderMatchesAmong },
        deps.now,
      ),
      [HOLD_EXPIRY_JOB]: holdExpiryJob(deps.now),
    },
    batchHandlers: notificationBatchJobs(deps),
  };
}
