import fs from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { createDueReminders } from '../../tests/due-reminders';
import { startSmtpStandIn, type SmtpStandIn } from '../../tests/smtp-stand-in';
import type { DatabaseHandle } from '../../src/server/db/client';
import { passFail, writeResult } from './results';
import { scratchPostgres, type ScratchDatabase } from './scratch-database';
import { startBenchServer, type BenchServer } from './server';
import { sqlRows } from './sql-rows';
import { round1 } from './stats';

/** DESIGN.md: 10 000 reminders due at once are all sent within 2 minutes. */
export const REMINDERS_BUDGET = { reminders: 10_000, seconds: 120 };
/** The instances' own ports, clear of the other benches (3330–3332, 3340). */
const FIRST_PORT = 3333;

export type RemindersBenchOptions = { reminders: number; instances: number };

export type RemindersBenchResult = {
  database: string;
  machine: { cpus: number; loadBefore: number[]; loadAfter: number[] };
  reminders: number;
  instances: number;
  /** From the minute they came due to the last notification stored, and to the last e-mail. */
  notifiedSeconds: number;
  sentSeconds: number;
  /** E-mails accepted per second, over the whole run and in its busiest second. */
  mailsPerSecond: { mean: number; peak: number };
  /** Notifications of the reminders (one each), e-mails by distinct Message-ID, and repeats. */
  notifications: number;
  distinctMails: number;
  repeatedMails: number;
  jobsLeft: number;
  /** CPU the app instances used (user + system), a figure less bent by a busy machine than time. */
  instanceCpuSeconds: number;
  withinBudget: boolean;
};

/** Seconds of CPU a process has used so far: user + system clock ticks (100 a second) in /proc. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * `reminders` bookings' reminders come due at one instant on PostgreSQL, with `instances` app
 * servers running (their job runners as `npm start` sets them up) and mail going to an SMTP
 * stand-in. Measures the time from that instant until every reminder's e-mail was accepted.
 */
export async function runRemindersBench(
  postgresUrl: string,
  { reminders, instances }: RemindersBenchOptions,
): Promise<RemindersBenchResult> {
  const loadBefore = os.loadavg().map(round1);
  const db = await scratchPostgres(postgresUrl);
  const smtp = await startSmtpStandIn();
  const servers: BenchServer[] = [];
  const handle = await db.open();
  try {
    const version = await db.version(handle);
    // Written a day ahead, so loading them is not timed; then the minute comes for all at once.
    await createDueReminders(handle.db, reminders, new Date(Date.now() + 86_400_000));
    for (let i = 0; i < instances; i++) servers.push(await startInstance(db, smtp.url, i));
    const cpuBefore = servers.map((s) => cpuSeconds(s.pid));
    console.log(
      `  ${reminders} reminders waiting, ${instances} instance(s) up; now they come due…`,
    );
    await handle.db.execute(sql`update jobs set run_at = now() where kind = 'reminder'`);
    const due = performance.now();
    const { notifiedAt, perSecond } = await watch(handle, smtp, reminders, due);
    const sentSeconds = (performance.now() - due) / 1000;
    const instanceCpuSeconds = servers.reduce(
      (n, s, i) => n + cpuSeconds(s.pid) - (cpuBefore[i] ?? 0),
      0,
    );
    const [counts] = await sqlRows<{ notifications: number; jobs: number }>(
      handle.db,
      sql`select (select count(*)::int from notifications where kind = 'reminder') as notifications,
                 (select count(*)::int from jobs) as jobs`,
    );
    const result: RemindersBenchResult = {
      database: version,
      machine: { cpus: os.cpus().length, loadBefore, loadAfter: os.loadavg().map(round1) },
      reminders,
      instances,
      notifiedSeconds: round1((notifiedAt - due) / 1000),
      sentSeconds: round1(sentSeconds),
      mailsPerSecond: { mean: round1(reminders / sentSeconds), peak: Math.max(...perSecond) },
      notifications: counts?.notifications ?? 0,
      distinctMails: smtp.distinct(),
      repeatedMails: smtp.total() - smtp.distinct(),
      jobsLeft: counts?.jobs ?? -1,
      instanceCpuSeconds: round1(instanceCpuSeconds),
      withinBudget: sentSeconds <= REMINDERS_BUDGET.seconds,
    };
    printReminders(result);
    console.log(`→ ${writeResult('reminders.json', result)}`);
    return result;
  } finally {
    for (const server of servers) await server.stop();
    await handle.close();
    await smtp.close();
    await db.drop();
  }
}

function startInstance(db: ScratchDatabase, smtpUrl: string, index: number) {
  return startBenchServer({
    port: FIRST_PORT + index,
    dataDir: db.dataDir,
    env: { ...db.serverEnv, SMTP_URL: smtpUrl, DEMO_SEED: 'false', LOG_LEVEL: 'error' },
  });
}

/**
 * Every second until all e-mails are in (or 5 minutes): how many came that second; and when the
 * last reminder became a notification.
 */
async function watch(handle: DatabaseHandle, smtp: SmtpStandIn, reminders: number, due: number) {
  const perSecond: number[] = [];
  let notifiedAt = 0;
  let seen = 0;
  const deadline = due + 300_000;
  while (smtp.distinct() < reminders && performance.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = smtp.distinct();
    perSecond.push(now - seen);
    seen = now;
    if (!notifiedAt) {
      const [row] = await sqlRows<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from notifications where kind = 'reminder'`,
      );
      if ((row?.n ?? 0) >= reminders) notifiedAt = performance.now();
    }
    const elapsed = Math.round((performance.now() - due) / 1000);
    if (elapsed % 10 === 0) console.log(`  ${elapsed} s: ${now} e-mails in`);
  }
  return { notifiedAt: notifiedAt || performance.now(), perSecond };
}

export function printReminders(r: RemindersBenchResult) {
  console.log(
    `  ${r.reminders} reminders on ${r.database}, ${r.instances} instance(s): all notified in ` +
      `${r.notifiedSeconds} s, all e-mails in ${r.sentSeconds} s (${r.mailsPerSecond.mean}/s, ` +
      `peak ${r.mailsPerSecond.peak}/s); ${r.distinctMails} distinct e-mails, ` +
      `${r.repeatedMails} repeated, ${r.jobsLeft} jobs left; the instances used ` +
      `${r.instanceCpuSeconds} s of CPU; load ${r.machine.loadBefore.join(' ')} → ` +
      `${r.machine.loadAfter.join(' ')} on ${r.machine.cpus} cores`,
  );
  console.log(
    `  ${passFail(r.withinBudget)}  ${r.reminders} reminders due at once all sent in ${r.sentSeconds} s ` +
      `(≤ ${REMINDERS_BUDGET.seconds} s)`,
  );
}
