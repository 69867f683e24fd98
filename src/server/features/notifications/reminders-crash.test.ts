import { spawn, type ChildProcess } from 'node:child_process';
import { count, countDistinct, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDueReminders } from '../../../../tests/due-reminders';
import { killServer } from '../../../../tests/server-process';
import { startSmtpStandIn, type SmtpStandIn } from '../../../../tests/smtp-stand-in';
import { createTestDatabase } from '../../../../tests/test-app';
import type { DatabaseHandle } from '../../db/client';
import { jobs, notifications } from '../../db/schema';

/**
 * The scheduler across instances and crashes: two job runners (tests/job-worker.ts, each its own
 * process, as two app instances are) share one PostgreSQL database holding 1,500 reminders due
 * now, and send their e-mails to an SMTP stand-in. One is killed with SIGKILL while it turns
 * reminders into notifications and a third starts in its place; later the other is killed while
 * it sends e-mails. Every reminder must become exactly one notification and reach the mail server,
 * and the only repeats allowed are e-mails a killed runner had handed over before it could
 * record them (decision 054). Real row locks and processes: PostgreSQL only (TEST_DATABASE_URL).
 */
const url = process.env.TEST_DATABASE_URL;
const REMINDERS = 1500;
/** Claims last this long here (two minutes in the server), so a dead runner's work moves on soon. */
const LEASE_MS = 5000;
/** Jobs one runner works on at once (lib/jobs' default): what a kill can leave half done. */
const CONCURRENCY = 20;

type Worker = { child: ChildProcess; ready: Promise<void> };

let handle: DatabaseHandle;
let smtp: SmtpStandIn;
let databaseUrl: string;
const workers: Worker[] = [];

beforeAll(async () => {
  if (!url) return;
  handle = await createTestDatabase();
  smtp = await startSmtpStandIn();
  const { rows } = (await handle.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${rows[0]?.name ?? ''}`;
  databaseUrl = dbUrl.toString();
});
afterAll(async () => {
  if (!url) return;
  await Promise.all(workers.map((w) => killServer(w.child)));
  await smtp.close();
  await handle.close();
});

function startWorker(): Worker {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/job-worker.ts', databaseUrl, smtp.url, String(LEASE_MS), '100'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the job runner exited (${code})`)));
  });
  const worker = { child, ready };
  workers.push(worker);
  return worker;
}

const reminderCount = async () => {
  const [row] = await handle.db
    .select({ n: count() })
    .from(notifications)
    .where(eq(notifications.kind, 'reminder'));
  return row?.n ?? 0;
};

/** Polls `check` until it holds; fails after `timeoutMs`. */
async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.runIf(url)('reminders on two instances, each killed once mid-batch', () => {
  it('tells each parent once and mails each reminder, repeating only mail in flight', async () => {
    await createDueReminders(handle.db, REMINDERS, new Date());
    const [a, b] = [startWorker(), startWorker()];
    await Promise.all([a.ready, b.ready]);

    // A dies while the reminders become notifications; C starts as its restart.
    await until(async () => (await reminderCount()) >= REMINDERS / 4, 30_000, 'reminders begun');
    await killServer(a.child);
    const c = startWorker();
    await c.ready;
    // B dies while the e-mails go out; C finishes, B's claims included once they run out.
    await until(() => smtp.distinct() >= REMINDERS / 4, 40_000, 'e-mails begun');
    const sentAtKill = smtp.distinct();
    await killServer(b.child);
    expect(sentAtKill).toBeLessThan(REMINDERS * 0.9);
    await smtp.waitForDistinct(REMINDERS, 60_000);
    await until(
      async () => (await handle.db.select({ n: count() }).from(jobs))[0]?.n === 0,
      20_000,
      'no job left',
    );

    const [told] = await handle.db
      .select({ n: count(), parents: countDistinct(notifications.userId) })
      .from(notifications)
      .where(eq(notifications.kind, 'reminder'));
    expect(told).toEqual({ n: REMINDERS, parents: REMINDERS });
    const ids = await handle.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.kind, 'reminder'));
    const expected = ids.map(({ id }) => `<notification-${id}.email@localhost>`).sort();
    expect([...smtp.accepted.keys()].sort()).toEqual(expected);
    const repeats = smtp.total() - smtp.distinct();
    console.info(
      `${REMINDERS} reminders: ${smtp.distinct()} distinct e-mails, ${repeats} repeated ` +
        `Message-IDs (${smtp.repeated().length} messages), B killed at ${sentAtKill} sent`,
    );
    // Only what the killed runners had in flight can go twice.
    expect(repeats).toBeLessThanOrEqual(2 * CONCURRENCY);
  }, 150_000);
});
