import { countDiscoverMatchesAmong } from './features/activities/search.service';
import { countFinderMatchesAmong } from './features/finder/finder.service';
import {
  notificationJobs,
  type NotificationJobDeps,
} from './features/notifications/notification-jobs';
import { savedSearchCheckJob } from './features/saved-searches/saved-search-check-job';
import type { JobHandler } from './lib/jobs';
import { SAVED_SEARCH_CHECK_JOB } from './lib/saved-search-check';

/** Every kind of job the app runs, by kind: what each instance's job runner handles. */
export function jobHandlers(deps: NotificationJobDeps): Record<string, JobHandler> {
  return {
    ...notificationJobs(deps),
    [SAVED_SEARCH_CHECK_JOB]: savedSearchCheckJob(
      { discover: countDiscoverMatchesAmong, finder: countFinderMatchesAmong },
      deps.now,
    ),
  };
}
