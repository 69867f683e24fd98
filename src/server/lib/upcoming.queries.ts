import { gte, sql, type SQL } from 'drizzle-orm';
import type { UpcomingFloor } from '../../shared/upcoming';
import { activities as a } from '../db/schema';

/**
 * Sessions at or after the floor (shared/upcoming.ts): from its date on, and on that date only
 * those starting after its time, so a session that has started today is not upcoming. The date
 * bound stays on its own for the indexes that lead with the date.
 */
export function upcomingSql(floor: UpcomingFloor): SQL {
  const fromDay = gte(a.date, floor.date);
  if (floor.after === null) return fromDay;
  return sql`(${fromDay} and (${a.date}, ${a.startTime}) > (${floor.date}::date, ${floor.after}::time))`;
}
