import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { appJobRunner, runAllDue } from '../../../../tests/job-runner';
import { createActivity } from '../../../../tests/factories';
import type { TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import {
  wallClock as registrationWallClock,
  type RegistrationMode,
} from '../../../shared/registration';
import { ADMISSION_TICK_MS } from '../../../shared/registration-line';
import type { RegistrationState } from '../../../shared/schemas/registration';
import type { AutoBook } from '../../../shared/schemas/waitlist';
import { registrationLines } from '../../db/schema';

const MINUTE = 60_000;
const admin = { authorization: 'Bearer test-admin-secret' };
export const lineParam = (activityId: number) => ({ param: { activityId: String(activityId) } });

/** A wall clock "YYYY-MM-DDTHH:MM" for an instant, where the program is. */
export const wallClock = (at: Date) => {
  const { date, time } = registrationWallClock(at);
  return `${date}T${time}`;
};

/** The registration line's API and jobs (decision 062) on the test app `app()` gives. */
export function lineHelpers(app: () => TestApp) {
  /**
   * A program of `capacity` places opening in `inMinutes` (10 by default: the line, or the
   * lottery's entries, are open now), and the instant it opens.
   */
  async function programOpeningSoon(
    capacity: number,
    { mode = 'line', inMinutes = 10 }: { mode?: RegistrationMode; inMinutes?: number } = {},
  ) {
    const t = app();
    // The program starts a week after its opening.
    const inDays = 7 + Math.ceil(inMinutes / (24 * 60));
    const activity = await createActivity(t.db, { inDays, capacity });
    const opensAt = wallClock(new Date(Date.now() + inMinutes * MINUTE));
    const res = await t.request(`/api/admin/activities/${activity.id}/registration`, {
      method: 'PUT',
      json: { opensAt, mode },
      headers: admin,
    });
    expect(res.status).toBe(200);
    const { registration } = (await res.json()) as { registration: { at: string } };
    return { activity, at: new Date(registration.at) };
  }

  const stateOf = async (cookie: string, activityId: number) =>
    expectJson(
      await app().api({ cookie }).registration[':activityId'].$get(lineParam(activityId)),
      200,
    ) as Promise<RegistrationState>;

  const joinLine = (cookie: string, activityId: number, kidIds: string[], autoBook?: object) =>
    app()
      .api({ cookie })
      .registration[':activityId'].line.$post({
        ...lineParam(activityId),
        json: { kidIds, ...(autoBook && { autoBook: autoBook as AutoBook }) },
      });

  const joinOk = async (cookie: string, activityId: number, kidIds: string[]) =>
    (await expectJson(await joinLine(cookie, activityId, kidIds), 200)) as RegistrationState;

  const runJobsAt = (at: Date) => runAllDue(appJobRunner(app(), () => at));

  /** Runs the line's ticks from the opening on until nobody waits. */
  async function runLineFrom(at: Date, activityId: number) {
    let now = at;
    for (let tick = 0; tick < 100; tick++) {
      await runJobsAt(now);
      const [line] = await app()
        .db.select()
        .from(registrationLines)
        .where(eq(registrationLines.activityId, activityId));
      if (!line?.nextTickAt) return;
      now = new Date(now.getTime() + ADMISSION_TICK_MS);
    }
    throw new Error('the line never emptied');
  }

  return { programOpeningSoon, stateOf, joinLine, joinOk, runJobsAt, runLineFrom };
}
