import type { Database } from '../db/client';
import type { Logger } from './logger';
import {
  claimDueJobs,
  failJob,
  finishJob,
  finishJobs,
  releaseJobs,
  type ClaimedJob,
} from './jobs.queries';

export { enqueueJobs, cancelJobsByKeyPrefix, type NewJob, type ClaimedJob } from './jobs.queries';

/**
 * Does one job. It may run more than once (its instance died before finishing, a lease ran out):
 * what it writes is keyed so a second run changes nothing, and what it sends carries the same
 * identity each time (decision 049).
 */
export type JobHandler = (job: ClaimedJob, db: Database) => Promise<void>;

/**
 * Does the claimed jobs of one kind together (one lookup, one write for many reminders), under
 * the same rules as a JobHandler; answers the jobs that failed, by id, with why. The others are
 * done.
 */
export type BatchJobHandler = (jobs: ClaimedJob[], db: Database) => Promise<Map<number, unknown>>;

/** A batch handler run on one job, as a batch of one: its failure is the job's. */
export function oneAtATime(batch: BatchJobHandler): JobHandler {
  return async (job, db) => {
    const failed = (await batch([job], db)).get(job.id);
    if (failed !== undefined) throw failed;
  };
}

export type JobRunnerOptions = {
  db: Database;
  logger: Logger;
  handlers: Record<string, JobHandler>;
  /** Kinds whose claimed jobs are done together, in place of one at a time. */
  batchHandlers?: Record<string, BatchJobHandler>;
  /** Jobs claimed at once. */
  batchSize?: number;
  /** Jobs of a batch worked on at once (mail and push wait on the network, not on us). */
  concurrency?: number;
  /** How often an idle runner looks for due jobs (another instance's, or ones that came due). */
  pollMs?: number;
  /** How long a claim lasts: past it, another instance takes the job over. */
  leaseMs?: number;
  /** Attempts before a job is kept as failed. */
  maxAttempts?: number;
  now?: () => Date;
};

export type JobRunner = {
  /** Looks for due jobs now (a request just added one), rather than at the next poll. */
  wake(): void;
  /** Runs every job due at `now()` until none is left; answers how many ran (tests, bench). */
  runDue(): Promise<number>;
  /** Polls from now on. */
  start(): void;
  /** Stops polling and waits for the batch under way. */
  stop(): Promise<void>;
};

/** A failed attempt waits 30 s, then 1, 2, 4… minutes, at most an hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

type Settled = Required<Omit<JobRunnerOptions, 'db' | 'logger' | 'handlers'>> &
  Pick<JobRunnerOptions, 'db' | 'logger' | 'handlers'>;

/** A failed attempt is recorded on the job: retried later, or kept as failed. */
async function recordFailure(o: Settled, job: ClaimedJob, err: unknown, retry: boolean) {
  const retryAt =
    retry && job.attempts < o.maxAttempts
      ? new Date(o.now().getTime() + retryDelayMs(job.attempts))
      : null;
  o.logger.error({ err, job: job.id, kind: job.kind, attempts: job.attempts }, 'job failed');
  await failJob(o.db, job, { error: String(err), retryAt }).catch((e: unknown) =>
    o.logger.error({ err: e, job: job.id }, 'job failure not recorded'),
  );
}

/** Runs the claimed jobs of one kind with its batch handler; each failure is recorded on its job. */
async function runGroup(o: Settled, handler: BatchJobHandler, group: ClaimedJob[]) {
  let failures: Map<number, unknown>;
  try {
    failures = await handler(group, o.db);
  } catch (err) {
    failures = new Map(group.map((job) => [job.id, err]));
  }
  const done = group.filter((job) => !failures.has(job.id));
  const finished = await finishJobs(o.db, done);
  if (finished < done.length) {
    o.logger.warn({ jobs: done.length - finished }, 'jobs finished after their claim ran out');
  }
  for (const job of group) {
    if (failures.has(job.id)) await recordFailure(o, job, failures.get(job.id), true);
  }
}

/** Runs one claimed job; a failure is recorded on the job (retried later, or kept as failed). */
async function runOne(o: Settled, job: ClaimedJob) {
  const handler = o.handlers[job.kind];
  try {
    if (!handler) throw new Error(`no handler for job kind '${job.kind}'`);
    await handler(job, o.db);
    if (!(await finishJob(o.db, job))) {
      o.logger.warn({ job: job.id }, 'job finished after its claim ran out');
    }
  } catch (err) {
    await recordFailure(o, job, err, handler !== undefined);
  }
}

/**
 * Claims one batch and runs it, `concurrency` jobs at a time; answers how many it claimed and how
 * many of them it ran. The claim covers the whole batch, so a job still waiting its turn when half the claim has gone (the
 * mail server is slow today) is handed back unstarted: started that late, it could still be
 * running when the claim ends and another instance takes it, and its e-mail would go twice.
 */
async function runBatch(o: Settled): Promise<{ claimed: number; ran: number }> {
  const claimedAt = o.now();
  const claimed = await claimDueJobs(o.db, {
    now: claimedAt,
    limit: o.batchSize,
    leaseMs: o.leaseMs,
  });
  const groups = new Map<BatchJobHandler, ClaimedJob[]>();
  const singles: ClaimedJob[] = [];
  for (const job of claimed) {
    const batch = o.batchHandlers[job.kind];
    if (!batch) singles.push(job);
    else if (groups.has(batch)) groups.get(batch)?.push(job);
    else groups.set(batch, [job]);
  }
  const startBy = claimedAt.getTime() + o.leaseMs / 2;
  const handedBack: ClaimedJob[] = [];
  let next = 0;
  const worker = async () => {
    while (next < singles.length) {
      const turn = next++;
      const job = singles[turn];
      if (!job) continue;
      // The first round always starts, so a batch never comes back with nothing done.
      if (turn >= o.concurrency && o.now().getTime() > startBy) handedBack.push(job);
      else await runOne(o, job);
    }
  };
  // A kind done in batches goes `concurrency` jobs at a time too, so no more of them are in
  // flight (an e-mail handed to the mail server) when the instance dies than one at a time.
  const lane = async ([handler, group]: [BatchJobHandler, ClaimedJob[]]) => {
    for (let i = 0; i < group.length; i += o.concurrency) {
      const chunk = group.slice(i, i + o.concurrency);
      if (i > 0 && o.now().getTime() > startBy) handedBack.push(...chunk);
      else await runGroup(o, handler, chunk);
    }
  };
  await Promise.all([
    ...[...groups].map(lane),
    ...Array.from({ length: Math.min(o.concurrency, singles.length) }, worker),
  ]);
  await releaseJobs(o.db, handedBack);
  return { claimed: claimed.length, ran: claimed.length - handedBack.length };
}

/**
 * Claims due jobs in batches and runs each with its kind's handler; several instances share the
 * table without taking each other's jobs (lib/jobs.queries.ts).
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const o: Settled = {
    batchSize: 200,
    concurrency: 20,
    pollMs: 1000,
    leaseMs: 120_000,
    maxAttempts: 6,
    now: () => new Date(),
    batchHandlers: {},
    ...options,
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  // Until a claim finds nothing: jobs the batch added that are due now (a reminder's e-mail)
  // run in the same pass.
  const drain = async () => {
    let total = 0;
    let batch: { claimed: number; ran: number };
    do {
      again = false;
      batch = await runBatch(o);
      total += batch.ran;
    } while (batch.claimed > 0 || again);
    return total;
  };
  const tick = () => {
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => (running = undefined));
    return running;
  };
  const failed = (err: unknown) => o.logger.error({ err }, 'job runner failed');
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void tick().catch(failed).finally(schedule), o.pollMs);
    timer.unref();
  };

  return {
    wake: () => void (stopped || tick().catch(failed)),
    runDue: () => tick(),
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
