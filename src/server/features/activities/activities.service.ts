import type { Activity } from '../../../shared/schemas/activity';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { findActivity, toActivity } from './activities.queries';

const MAX_ID = 2 ** 31 - 1;

/** Any id that is not a positive integer column value is simply not found (never a 400 or 500). */
export async function getActivity(db: Database, rawId: string): Promise<Activity> {
  const id = /^\d{1,10}$/.test(rawId) ? Number(rawId) : NaN;
  const row = id >= 1 && id <= MAX_ID ? await findActivity(db, id) : undefined;
  if (!row) throw notFound('Activity not found');
  return toActivity(row);
}
