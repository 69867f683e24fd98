import type { ClaimWindows } from '../shared/waitlist';
import { DEFAULT_ADMIT_PER_MINUTE } from '../shared/registration-line';
import { registrationAdmissionJob } from './features/bookings/registration-admission';
import {
  REGISTRATION_AUTO_BOOK_JOB,
  registrationAutoBookJob,
} from './features/bookings/registration-auto-book';
import { REGISTRATION_ADMISSION_JOB } from './features/bookings/registration-line.service';
import { countDiscoverMatchesAmong } from './features/activities/search.service';
import { countFinderMatchesAmong } from './features/finder/finder.service';
import {
  notificationBatchJobs,
  notificationJobs,
  type NotificationJobDeps,
} from './features/notifications/notification-jobs';
import { HOLD_EXPIRY_JOB, holdExpiryJob } from './features/bookings/booking-holds';
import { waitlistOffersJob } from './features/bookings/waitlist-offers';
import { waitlistAutoBookJob } from './features/bookings/waitlist-auto-book';
import { openingReminderBatch } from './features/bookings/opening-reminder-job';
import { savedSearchCheckJob } from './features/saved-searches/saved-search-check-job';
import type { AppDeps } from './lib/app-env';
import { oneAtATime, type JobRunnerOptions } from './lib/jobs';
import { OPENING_REMINDER_JOB } from './lib/registration-reminders';
import { SAVED_SEARCH_CHECK_JOB } from './lib/saved-search-check';
import { WAITLIST_AUTO_BOOK_JOB, WAITLIST_OFFERS_JOB } from './lib/waitlist-jobs';

export type AppJobDeps = NotificationJobDeps & {
  /** How long waitlist offers last (decision 060); the defaults without it. */
  claimWindows?: ClaimWindows;
  /** The gateway 'Book it for me' charges; without it, those jobs wait for an instance with one. */
  payments?: AppDeps['payments'];
  /** Families let in per minute on registration day (decision 062); the default without it. */
  admitPerMinute?: number;
};

/**
 * Every kind of job the app runs: what each instance's job runner handles. Reminders and e-mails
 * are done many at a time (one lookup and one write for a batch); the rest one by one.
 */
export function appJobs(deps: AppJobDeps): Pick<JobRunnerOptions, 'handlers' | 'batchHandlers'> {
  const { payments, claimWindows } = deps;
  return {
    handlers: {
      ...notificationJobs(deps),
      [SAVED_SEARCH_CHECK_JOB]: savedSearchCheckJob(
        { discover: countDiscoverMatchesAmong, finder: countFinderMatchesAmong },
        deps.now,
      ),
      [HOLD_EXPIRY_JOB]: holdExpiryJob(claimWindows, deps.now),
      [WAITLIST_OFFERS_JOB]: waitlistOffersJob(claimWindows, deps.now),
      [OPENING_REMINDER_JOB]: oneAtATime(openingReminderBatch(deps.now)),
      [REGISTRATION_ADMISSION_JOB]: registrationAdmissionJob({
        admitPerMinute: deps.admitPerMinute ?? DEFAULT_ADMIT_PER_MINUTE,
        now: deps.now,
      }),
      ...(payments && {
        [WAITLIST_AUTO_BOOK_JOB]: waitlistAutoBookJob({ ...deps, payments }),
        [REGISTRATION_AUTO_BOOK_JOB]: registrationAutoBookJob({ ...deps, payments }),
      }),
    },
    batchHandlers: {
      ...notificationBatchJobs(deps),
      [OPENING_REMINDER_JOB]: openingReminderBatch(deps.now),
    },
  };
}
