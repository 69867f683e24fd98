import { appJobs } from '../src/server/job-handlers';
import { createJobRunner, type JobRunner } from '../src/server/lib/jobs';
import { createLogger } from '../src/server/lib/logger';
import { createMailer } from '../src/server/lib/mail';
import { claimWindows } from '../src/server/lib/env';
import { TEST_AUTH_SECRET, TEST_ORIGIN, type TestApp } from './test-app';

/**
 * The app's job runner as server.ts starts it (every kind of job), on the test app's database,
 * mailing to its outbox and pushing with its sender, on the clock `now` reads.
 */
export function appJobRunner(t: TestApp, now: () => Date): JobRunner {
  const logger = createLogger('silent');
  return createJobRunner({
    db: t.db,
    logger,
    now,
    ...appJobs({
      mailer: createMailer({ db: t.db, logger, from: t.env.MAIL_FROM }),
      logger,
      appUrl: TEST_ORIGIN,
      authSecret: TEST_AUTH_SECRET,
      push: t.push,
      payments: t.payments,
      claimWindows: claimWindows(t.env),
      now,
    }),
  });
}

/** Runs what is due, and what that made due, until nothing is left. */
export async function runAllDue(runner: JobRunner) {
  while ((await runner.runDue()) > 0);
}
