import type { AppDeps } from '../../lib/app-env';
import { createRouter } from '../../lib/router';
import {
  getRegistrationRoute,
  joinLineRoute,
  leaveLineRoute,
  remindRoute,
  stopRemindingRoute,
} from './registration.contract';
import { joinLine, leaveLine } from './registration-line.service';
import { getRegistration, remindOfOpening, stopOpeningReminder } from './registration.service';

/** The parent's registration state after a change: the answer of every route here. */
const stateOf = (
  c: { var: { deps: AppDeps; user: { id: string } } },
  activityId: number,
  now = new Date(),
) =>
  getRegistration(c.var.deps.db, c.var.user.id, activityId, {
    admitPerMinute: c.var.deps.env.REGISTRATION_ADMIT_PER_MINUTE,
    now,
  });

export const registrationRoutes = createRouter()
  .openapi(getRegistrationRoute, async (c) => {
    const { activityId } = c.req.valid('param');
    return c.json(await stateOf(c, activityId), 200);
  })
  .openapi(remindRoute, async (c) => {
    const { activityId } = c.req.valid('param');
    await remindOfOpening(c.var.deps.db, c.var.user.id, activityId, new Date());
    return c.json(await stateOf(c, activityId), 200);
  })
  .openapi(stopRemindingRoute, async (c) => {
    const { activityId } = c.req.valid('param');
    await stopOpeningReminder(c.var.deps.db, c.var.user.id, activityId);
    return c.json(await stateOf(c, activityId), 200);
  })
  .openapi(joinLineRoute, async (c) => {
    const { activityId } = c.req.valid('param');
    const now = new Date();
    await joinLine(c.var.deps.db, c.var.user.id, { ...c.req.valid('json'), activityId }, now);
    return c.json(await stateOf(c, activityId, now), 200);
  })
  .openapi(leaveLineRoute, async (c) => {
    const { activityId } = c.req.valid('param');
    await leaveLine(c.var.deps.db, c.var.user.id, activityId);
    return c.json(await stateOf(c, activityId), 200);
  });
