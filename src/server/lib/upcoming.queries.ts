import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { UpcomingFloor } from '../../shared/upcoming';
import { activities as a } from '../db/schema';

/**
 * Sessions at or after the floor (shared/upcoming.ts): from its date on, and on that date only
 * those starting after its time, so a session that has started today is not upcoming. The date
 * bound stays on its own for the indexes that lead with the date. `slot` is a session's date and
 * start, or by default a program's first session's.
 */
export function upcomingSql(
  floor: UpcomingFloor,
  slot: { date: SQLWrapper; startTime: SQLWrapper } = a,
): SQL {
  const fromDay = sql`${slot.date} >= ${floor.date}::date`;
  if (floor.after === null) return sql`(${fromDay})`;
  return sql`(${fromDay} and (${slot.date}, ${slot.startTime}) > (${floor.date}::date, ${floor.after}::time))`;
}
