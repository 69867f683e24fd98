import { registrationOpening } from '../../../shared/registration';
import type { ActivityDetail } from '../../../shared/schemas/activity';
import type { Database } from '../../db/client';
import { toHhMm } from '../../lib/activity-rows.queries';
import { findActivity, findSessions, toActivity } from './activities.queries';
import { activityNotFound } from '../../lib/refusals';

/** The program and all its sessions, past ones included (its page shows them as past). */
export async function getActivity(db: Database, id: number): Promise<ActivityDetail> {
  const row = await findActivity(db, id);
  if (!row) throw activityNotFound();
  const sessions = await findSessions(db, id);
  return {
    ...toActivity(row),
    registration: row.registrationOpensAt
      ? registrationOpening(row.registrationOpensAt, row.registrationMode)
      : null,
    sessions: sessions.map((s) => ({
      ...s,
      startTime: toHhMm(s.startTime),
      endTime: toHhMm(s.endTime),
    })),
  };
}
