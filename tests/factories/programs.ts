import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { activities, activitySessions } from '../../src/server/db/schema';
import type { BookingMode } from '../../src/shared/program-options';
import { createActivity, type ActivityOverrides } from './activities';

export type ProgramOverrides = Omit<ActivityOverrides, 'date' | 'inDays'> & {
  bookingMode: BookingMode;
  /** Its sessions' dates, each at the program's start and end time. */
  dates: string[];
};

/**
 * A program of several sessions (decision 043): the activity with its first date, which gives it
 * its first session, then a session for each further date, all with the program's capacity.
 */
export async function createProgram(db: Database, { dates, ...overrides }: ProgramOverrides) {
  const [first, ...rest] = dates;
  if (!first) throw new Error('a program has at least one date');
  const activity = await createActivity(db, { ...overrides, date: first });
  if (rest.length > 0) {
    await db.insert(activitySessions).values(
      rest.map((date) => ({
        activityId: activity.id,
        date,
        startTime: activity.startTime,
        endTime: activity.endTime,
        capacity: activity.capacity,
        spotsLeft: activity.capacity,
      })),
    );
  }
  return { activity, sessions: await sessionsOf(db, activity.id) };
}

/** A program's sessions, soonest first, with their places left. */
export function sessionsOf(db: Database, activityId: number) {
  return db
    .select()
    .from(activitySessions)
    .where(eq(activitySessions.activityId, activityId))
    .orderBy(asc(activitySessions.date), asc(activitySessions.startTime));
}

/** The program's summary row, as cards and search read it. */
export async function programSummary(db: Database, activityId: number) {
  const [row] = await db
    .select({
      date: activities.date,
      capacity: activities.capacity,
      spotsLeft: activities.spotsLeft,
    })
    .from(activities)
    .where(eq(activities.id, activityId));
  return row;
}
