import type { Activity } from '../../../shared/schemas/activity';
import type { Database } from '../../db/client';
import { findActivity, toActivity } from './activities.queries';
import { activityNotFound } from '../../lib/refusals';

export async function getActivity(db: Database, id: number): Promise<Activity> {
  const row = await findActivity(db, id);
  if (!row) throw activityNotFound();
  return toActivity(row);
}
