import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { activitySessions } from '../src/server/db/schema';
import { REMINDER_JOB } from '../src/server/lib/reminders';
import { AVATAR_COLORS } from '../src/shared/family-options';
import { localIsoDate } from '../src/shared/iso-date';
import { createActivity } from './factories/activities';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `count` parents, each with a kid booked on one session that starts in three hours, and each
 * booking's 2-hour reminder job due at `dueAt`: what the scheduler holds the minute before a
 * busy Saturday morning, written straight in SQL (a few statements, whatever the count) so ten
 * thousand take seconds, not the minutes sign-ups and bookings over HTTP would. The jobs are
 * keyed as lib/reminders keys them. Answers the activity's and the session's ids.
 */
export async function createDueReminders(db: Database, count: number, dueAt: Date) {
  // The session's wall-clock start, as a provider enters it (decision 043: the server's zone).
  const start = new Date(Date.now() + 3 * 3_600_000);
  const startTime = `${pad(start.getHours())}:${pad(start.getMinutes())}`;
  const activity = await createActivity(db, {
    title: 'Saturday Swim',
    locationName: 'Riverdale Pool',
    date: localIsoDate(start),
    startTime,
    // A second past the start: still after it when the start is 23:59.
    endTime: `${startTime}:59`,
    capacity: count,
    spotsLeft: count,
  });
  const [session] = await db
    .select({ id: activitySessions.id })
    .from(activitySessions)
    .where(eq(activitySessions.activityId, activity.id));
  if (!session) throw new Error('the activity has no session');
  const run = randomUUID().slice(0, 8);
  const userId = sql`'reminded-' || ${run} || '-' || n`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (id, name, email)
      select ${userId}, 'Parent ' || n, 'reminded.' || ${run} || '.' || n || '@example.com'
      from generate_series(1, ${count}::int) n`);
    await tx.execute(sql`
      insert into profiles (id, first_name) select ${userId}, 'Parent' || n
      from generate_series(1, ${count}::int) n`);
    await tx.execute(sql`
      insert into kid_profiles (user_id, name, birth_date, avatar_color)
      select ${userId}, 'Kid ' || n, '2019-05-01', ${AVATAR_COLORS[0]}
      from generate_series(1, ${count}::int) n`);
    await tx.execute(sql`
      insert into bookings (user_id, activity_id, idempotency_key, price_cents, total_cents,
        payment_kind, payment_label, wallet_cents)
      select ${userId}, ${activity.id}, 'due-reminders', 2500, 2500, 'wallet', 'Wallet', 2500
      from generate_series(1, ${count}::int) n`);
    await tx.execute(sql`
      insert into booking_participants (booking_id, kid_id, kid_name, activity_id)
      select b.id, k.id, k.name, ${activity.id}
      from bookings b join kid_profiles k on k.user_id = b.user_id
      where b.activity_id = ${activity.id}`);
    await tx.execute(sql`
      insert into booking_places (booking_id, session_id, kid_id)
      select b.id, ${session.id}, k.id
      from bookings b join kid_profiles k on k.user_id = b.user_id
      where b.activity_id = ${activity.id}`);
    await tx.execute(sql`
      insert into jobs (kind, payload, run_at, key)
      select ${REMINDER_JOB},
        jsonb_build_object('bookingId', b.id, 'sessionId', ${session.id}::int, 'offset', 'before2h'),
        ${dueAt}, ${REMINDER_JOB} || ':' || b.id || ':' || ${session.id}::int || ':before2h'
      from bookings b where b.activity_id = ${activity.id}`);
  });
  await db.execute(sql`analyze jobs`);
  return { activityId: activity.id, sessionId: session.id };
}
