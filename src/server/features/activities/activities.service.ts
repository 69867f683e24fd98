import type { Activity } from '../../../shared/schemas/activity';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { findActivity, toActivity } from './activities.queries';

export const activityNotFound = () => notFound('Activity not found');

export async function getActivity(db: Database, id: number): Promise<Activity> {
  const row = await findActivity(db, id);
  if (!row) throw activityNotFound();
  return toActivity(row);
}
