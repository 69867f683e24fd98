import { createRouter } from '../../lib/router';
import { getRegistrationRoute, remindRoute, stopRemindingRoute } from './registration.contract';
import { getRegistration, remindOfOpening, stopOpeningReminder } from './registration.service';

export const registrationRoutes = createRouter()
  .openapi(getRegistrationRoute, async (c) => {
    const { activityId } = c.req.valid('param');
    return c.json(await getRegistration(c.var.deps.db, c.var.user.id, activityId), 200);
  })
  .openapi(remindRoute, async (c) => {
    const { activityId } = c.req.valid('param');
    const state = await remindOfOpening(c.var.deps.db, c.var.user.id, activityId, new Date());
    return c.json(state, 200);
  })
  .openapi(stopRemindingRoute, async (c) => {
    const { activityId } = c.req.valid('param');
    return c.json(await stopOpeningReminder(c.var.deps.db, c.var.user.id, activityId), 200);
  });
