import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/test-app';
import type { DatabaseHandle } from '../db/client';
import { jobs } from '../db/schema';
import { createJobRunner, enqueueJobs, retryDelayMs, type JobHandler } from './jobs';
import { claimDueJobs, finishJob } from './jobs.queries';
import { createLogger } from './logger';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(jobs);
});

const logger = createLogger('silent');
const T0 = new Date('2026-12-01T12:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

/** A runner on a clock the test moves, with handlers that record what they were given. */
function runnerAt(clock: { now: Date }, handlers: Record<string, JobHandler>) {
  return createJobRunner({ db: handle.db, logger, handlers, now: () => clock.now, batchSize: 3 });
}

describe('the job queue', () => {
  it('runs each due job once, in due order, and leaves the ones not due yet', async () => {
    await enqueueJobs(handle.db, [
      { kind: 'say', runAt: at(2), payload: { n: 2 } },
      { kind: 'say', runAt: at(1), payload: { n: 1 } },
      { kind: 'say', runAt: at(10), payload: { n: 10 } },
      ...[3, 4, 5].map((n) => ({ kind: 'say', runAt: at(3), payload: { n } })),
    ]);
    const said: unknown[] = [];
    const clock = { now: at(5) };
    const runner = runnerAt(clock, { say: async (job) => void said.push(job.payload.n) });
    // Batches of 3: the runner goes on until a claim finds nothing due.
    expect(await runner.runDue()).toBe(5);
    expect(said).toEqual([1, 2, 3, 4, 5]);
    expect(await runner.runDue()).toBe(0);
    clock.now = at(10);
    expect(await runner.runDue()).toBe(1);
    expect(said.at(-1)).toBe(10);
  });

  it('adds one waiting job per key', async () => {
    await enqueueJobs(handle.db, [{ kind: 'say', runAt: at(1), key: 'once' }]);
    await enqueueJobs(handle.db, [{ kind: 'say', runAt: at(2), key: 'once' }]);
    const rows = await handle.db.select().from(jobs);
    expect(rows.map((r) => r.runAt)).toEqual([at(1)]);
  });

  it('never lets two claimers take the same job', async () => {
    await enqueueJobs(
      handle.db,
      Array.from({ length: 40 }, (_, n) => ({ kind: 'say', runAt: at(0), payload: { n } })),
    );
    const claims = await Promise.all(
      Array.from({ length: 8 }, () =>
        claimDueJobs(handle.db, { now: at(1), limit: 10, leaseMs: 60_000 }),
      ),
    );
    const ids = claims.flat().map((j) => j.id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });

  it('gives a job whose claim ran out to the next claimer, and the first cannot finish it', async () => {
    await enqueueJobs(handle.db, [{ kind: 'say', runAt: at(0) }]);
    const [first] = await claimDueJobs(handle.db, { now: at(1), limit: 1, leaseMs: 60_000 });
    expect(await claimDueJobs(handle.db, { now: at(1.5), limit: 1, leaseMs: 60_000 })).toEqual([]);
    const [second] = await claimDueJobs(handle.db, { now: at(2), limit: 1, leaseMs: 60_000 });
    expect(second).toMatchObject({ id: first?.id, attempts: 2 });
    if (!first || !second) throw new Error('both claims should have a job');
    expect(await finishJob(handle.db, first)).toBe(false);
    expect(await finishJob(handle.db, second)).toBe(true);
    expect(await handle.db.select().from(jobs)).toEqual([]);
  });

  it('hands back, unstarted and uncounted, the jobs still waiting when half the claim has gone', async () => {
    await enqueueJobs(
      handle.db,
      [1, 2, 3].map((n) => ({ kind: 'say', runAt: at(0), payload: { n } })),
    );
    const clock = { now: at(1) };
    const said: { n: unknown; attempts: number; at: Date; claim: string }[] = [];
    const runner = createJobRunner({
      db: handle.db,
      logger,
      now: () => clock.now,
      batchSize: 3,
      concurrency: 1,
      leaseMs: 60_000,
      handlers: {
        say: async (job) => {
          said.push({ n: job.payload.n, attempts: job.attempts, at: clock.now, claim: job.claim });
          // The first takes 40 s of a 60 s claim: the other two would start too late.
          if (job.payload.n === 1) clock.now = new Date(clock.now.getTime() + 40_000);
        },
      },
    });
    expect(await runner.runDue()).toBe(3);
    // 2 and 3 were claimed again at once, by a fresh claim, as first attempts.
    const later = new Date(at(1).getTime() + 40_000);
    expect(said.map(({ claim: _, ...rest }) => rest)).toEqual([
      { n: 1, attempts: 1, at: at(1) },
      { n: 2, attempts: 1, at: later },
      { n: 3, attempts: 1, at: later },
    ]);
    expect(said[1]?.claim).not.toBe(said[0]?.claim);
    expect(said[2]?.claim).toBe(said[1]?.claim);
    expect(await handle.db.select().from(jobs)).toEqual([]);
  });

  it('retries a failing job later, and keeps it as failed after the last attempt', async () => {
    await enqueueJobs(handle.db, [{ kind: 'flaky', runAt: at(0), key: 'flaky' }]);
    const clock = { now: at(0) };
    let calls = 0;
    const runner = createJobRunner({
      db: handle.db,
      logger,
      now: () => clock.now,
      maxAttempts: 2,
      handlers: {
        flaky: async () => {
          calls += 1;
          throw new Error('the mail server said no');
        },
      },
    });
    await runner.runDue();
    const [waiting] = await handle.db.select().from(jobs).where(eq(jobs.key, 'flaky'));
    expect(waiting).toMatchObject({ attempts: 1, failedAt: null, lockedBy: null });
    expect(waiting?.runAt).toEqual(new Date(at(0).getTime() + retryDelayMs(1)));
    expect(waiting?.lastError).toContain('the mail server said no');
    // Not due yet: nothing runs.
    await runner.runDue();
    expect(calls).toBe(1);
    clock.now = at(60);
    await runner.runDue();
    const [failed] = await handle.db.select().from(jobs).where(eq(jobs.key, 'flaky'));
    expect(calls).toBe(2);
    expect(failed?.failedAt).not.toBeNull();
    clock.now = at(600);
    await runner.runDue();
    expect(calls).toBe(2);
  });

  it('keeps a job of a kind nobody handles as failed, without retrying it', async () => {
    await enqueueJobs(handle.db, [{ kind: 'unknown', runAt: at(0), key: 'u' }]);
    await runnerAt({ now: at(1) }, {}).runDue();
    const [row] = await handle.db.select().from(jobs);
    expect(row?.failedAt).not.toBeNull();
    expect(row?.lastError).toContain("no handler for job kind 'unknown'");
  });

  it('hands a batch handler every claimed job of its kind at once, and retries only those it says failed', async () => {
    await enqueueJobs(handle.db, [
      ...[1, 2, 3, 4].map((n) => ({ kind: 'mail', runAt: at(0), payload: { n }, key: `m${n}` })),
      { kind: 'say', runAt: at(0), payload: { n: 5 } },
    ]);
    const batches: unknown[][] = [];
    const said: unknown[] = [];
    const runner = createJobRunner({
      db: handle.db,
      logger,
      now: () => at(1),
      handlers: { say: async (job) => void said.push(job.payload.n) },
      batchHandlers: {
        mail: async (claimed) => {
          batches.push(claimed.map((job) => job.payload.n));
          const bounced = claimed.find((job) => job.payload.n === 3);
          return new Map(bounced ? [[bounced.id, new Error('mailbox full')]] : []);
        },
      },
    });
    expect(await runner.runDue()).toBe(5);
    expect(batches).toEqual([[1, 2, 3, 4]]);
    expect(said).toEqual([5]);
    const left = await handle.db.select().from(jobs);
    expect(left).toEqual([
      expect.objectContaining({ key: 'm3', attempts: 1, lockedBy: null, failedAt: null }),
    ]);
    expect(left[0]?.lastError).toContain('mailbox full');
  });

  it('retries every job of a batch whose handler threw', async () => {
    await enqueueJobs(
      handle.db,
      [1, 2].map((n) => ({ kind: 'mail', runAt: at(0), payload: { n } })),
    );
    const runner = createJobRunner({
      db: handle.db,
      logger,
      now: () => at(1),
      handlers: {},
      batchHandlers: {
        mail: async () => {
          throw new Error('the database went away');
        },
      },
    });
    await runner.runDue();
    const left = await handle.db.select().from(jobs);
    expect(left.map((job) => [job.attempts, job.failedAt, job.runAt])).toEqual([
      [1, null, new Date(at(1).getTime() + retryDelayMs(1))],
      [1, null, new Date(at(1).getTime() + retryDelayMs(1))],
    ]);
  });
});
