import { and, asc, eq } from 'drizzle-orm';
import { appJobRunner, runAllDue } from '../../../../tests/job-runner';
import { type TestApp } from '../../../../tests/test-app';
import { notifications, outboxMessages } from '../../db/schema';

/** A clock a test moves by hand. */
export type Clock = { now: Date };

/** Noon UTC on the day after `from`: out of quiet hours for a parent in UTC. */
export function noonAfter(from: Date): Date {
  const noon = new Date(from);
  noon.setUTCHours(12, 0, 0, 0);
  return new Date(noon.getTime() + 24 * 3_600_000);
}

export const minutesAfter = (at: Date, minutes: number) =>
  new Date(at.getTime() + minutes * 60_000);

/** The jobs as the server runs them, on the test's clock, mailing to the outbox. */
export function deliveryRunner(t: TestApp, clock: Clock) {
  const runner = appJobRunner(t, () => clock.now);
  /** Runs what is due, and what that made due, until nothing is left. */
  return { runAll: () => runAllDue(runner) };
}

/** The mail kept for an address, oldest first, with its headers and both parts. */
export function outboxFor(t: TestApp, to: string) {
  return t.db
    .select({
      subject: outboxMessages.subject,
      text: outboxMessages.text,
      html: outboxMessages.html,
      headers: outboxMessages.headers,
      links: outboxMessages.links,
    })
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(asc(outboxMessages.id));
}

/** A parent's notifications of one kind, oldest first. */
export function storedNotices(t: TestApp, userId: string, kind: string) {
  return t.db
    .select({ kind: notifications.kind, title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
    .orderBy(asc(notifications.id));
}
