import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';

export type NewJob = {
  kind: string;
  runAt: Date;
  payload?: Record<string, unknown>;
  /** At most one waiting job per key: a second with the same key is not added. */
  key?: string;
};

/** A job this process claimed: it is ours until the lease ends or we finish it. */
export type ClaimedJob = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  runAt: Date;
  /** This claim included. */
  attempts: number;
  claim: string;
};

/** Adds jobs inside the caller's transaction: they exist only if it commits. */
export async function enqueueJobs(tx: Database, list: NewJob[]) {
  if (list.length === 0) return;
  await tx
    .insert(jobs)
    .values(
      list.map((job) => ({
        kind: job.kind,
        runAt: job.runAt,
        payload: job.payload ?? {},
        key: job.key ?? null,
      })),
    )
    .onConflictDoNothing({ target: jobs.key });
}

/**
 * Claims up to `limit` due jobs, oldest due first, for `leaseMs`. FOR UPDATE SKIP LOCKED lets
 * several instances claim at once without waiting for or taking each other's jobs; a job whose
 * lease ran out (its instance died) is due again.
 */
export async function claimDueJobs(
  db: Database,
  { now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number },
): Promise<ClaimedJob[]> {
  const claim = randomUUID();
  const until = new Date(now.getTime() + leaseMs);
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      sql`${jobs.failedAt} is null and ${jobs.runAt} <= ${now} and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} <= ${now})`,
    )
    .orderBy(jobs.runAt, jobs.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: until, lockedBy: claim, attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning({
      id: jobs.id,
      kind: jobs.kind,
      payload: jobs.payload,
      runAt: jobs.runAt,
      attempts: jobs.attempts,
    });
  // UPDATE … RETURNING keeps no order: due order again, for the runner.
  return rows
    .map((row) => ({ ...row, claim }))
    .sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
}

/** Ends a job done under its claim; false when the claim was lost (it ran out, another took it). */
export async function finishJob(db: Database, job: ClaimedJob): Promise<boolean> {
  const done = await db
    .delete(jobs)
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.claim)))
    .returning({ id: jobs.id });
  return done.length > 0;
}

/** Ends jobs of one claim done together; answers how many were still ours. */
export async function finishJobs(db: Database, list: ClaimedJob[]): Promise<number> {
  const [first] = list;
  if (!first) return 0;
  const done = await db
    .delete(jobs)
    .where(
      and(
        inArray(
          jobs.id,
          list.map((job) => job.id),
        ),
        eq(jobs.lockedBy, first.claim),
      ),
    )
    .returning({ id: jobs.id });
  return done.length;
}

/** Hands jobs of one claim back unstarted: due again at once, for anyone, the attempt not counted. */
export async function releaseJobs(db: Database, list: ClaimedJob[]) {
  const [first] = list;
  if (!first) return;
  await db
    .update(jobs)
    .set({ lockedUntil: null, lockedBy: null, attempts: sql`${jobs.attempts} - 1` })
    .where(
      and(
        inArray(
          jobs.id,
          list.map((job) => job.id),
        ),
        eq(jobs.lockedBy, first.claim),
      ),
    );
}

/** A failed attempt: due again at `retryAt`, or kept as failed when there is none. */
export async function failJob(
  db: Database,
  job: ClaimedJob,
  { error, retryAt }: { error: string; retryAt: Date | null },
) {
  await db
    .update(jobs)
    .set({
      lockedUntil: null,
      lockedBy: null,
      lastError: error.slice(0, 2000),
      ...(retryAt ? { runAt: retryAt } : { failedAt: sql`now()` }),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.claim)));
}

/** Removes waiting jobs whose key starts with `prefix` (a cancelled booking's reminders). */
export async function cancelJobsByKeyPrefix(tx: Database, prefix: string) {
  const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  await tx.delete(jobs).where(like(jobs.key, `${escaped}%`));
}
