import { formatLongDate, formatPrice, formatTimeRange } from '../../../shared/display-format';
import { priceUnit, programWhen } from '../../../shared/program-labels';
import type { Activity } from '../../../shared/schemas/activity';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/http-errors';
import { parseSerial } from '../../lib/ids';
import { absoluteImageUrl, type PageMeta } from '../../lib/page-meta';
import { getActivity } from './activities.service';

/**
 * The preview of a shared activity link (/activities/{id}): its title, a one-sentence summary
 * and its picture. In the spec's formats (part 1, section 9): long US dates, 12-hour times,
 * US dollars per child.
 */

const ACTIVITY_PATH = /^\/activities\/([^/]+)\/?$/;

/**
 * 'Saturday, November 23, 2026, 9:30 AM – 11:00 AM at High Park. $25 per child, ages 4–8.', or for
 * a program of several sessions '8 Saturdays · from Jan 9, 9:00 AM at High Park. $140 per child
 * per term, ages 4–8.'
 */
export function activitySummary(a: Activity): string {
  const when =
    a.sessionCount > 1
      ? programWhen(a)
      : `${formatLongDate(a.date)}, ${formatTimeRange(a.startTime, a.endTime)}`;
  const unit = priceUnit(a);
  const price =
    a.priceCents === 0 ? 'Free' : `${formatPrice(a.priceCents)} per child${unit ? ` ${unit}` : ''}`;
  return `${when} at ${a.location.name}. ${price}, ages ${a.ageMin}–${a.ageMax}.`;
}

/** The preview for /activities/{id}; null for any other path and for an unknown activity. */
export async function activityPageMeta(
  db: Database,
  appUrl: string,
  path: string,
): Promise<PageMeta | null> {
  const id = parseSerial(ACTIVITY_PATH.exec(path)?.[1] ?? '');
  if (id === null) return null;
  let activity: Activity;
  try {
    activity = await getActivity(db, id);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
  return {
    title: activity.title,
    description: activitySummary(activity),
    url: `${appUrl}/activities/${activity.id}`,
    image: absoluteImageUrl(activity.imageUrl, appUrl),
  };
}
