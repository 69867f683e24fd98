/**
 * One instance's job runner and nothing else: the reminders and e-mails of the server's start
 * (server.ts startJobs), on the PostgreSQL database and SMTP server given, with the lease and poll
 * given so a test of crashes need not wait two minutes for a dead instance's claims to run out.
 *
 *   node --import tsx tests/job-worker.ts <database url> <smtp url> <lease ms> <poll ms>
 *
 * Prints "ready" once it polls; SIGTERM stops it as the server stops (the batch under way ends).
 */
import { appJobs } from '../src/server/job-handlers';
import { openPostgres } from '../src/server/db/client';
import { createJobRunner } from '../src/server/lib/jobs';
import { createLogger } from '../src/server/lib/logger';
import { createMailer } from '../src/server/lib/mail';

const [databaseUrl, smtpUrl, leaseMs = '5000', pollMs = '200'] = process.argv.slice(2);
if (!databaseUrl || !smtpUrl) throw new Error('usage: job-worker <database url> <smtp url>');

const logger = createLogger('error');
const handle = openPostgres(databaseUrl, 10);
const mailer = createMailer({ db: handle.db, logger, from: 'hello@kidventure.test', smtpUrl });
const runner = createJobRunner({
  db: handle.db,
  logger,
  ...appJobs({
    mailer,
    logger,
    appUrl: 'http://localhost:3000',
    // Signs unsubscribe links, which this test of crashes never follows.
    authSecret: 'job-worker-secret-that-is-long-enough-0123456789',
  }),
  leaseMs: Number(leaseMs),
  pollMs: Number(pollMs),
});
runner.start();
// The runner's timer does not hold the process open (in the server, the HTTP server does): this does.
const keepAlive = setInterval(() => undefined, 60_000);
process.stdout.write('ready\n');

process.on('SIGTERM', () => {
  clearInterval(keepAlive);
  void runner
    .stop()
    .then(() => handle.close())
    .then(() => process.exit(0));
});
