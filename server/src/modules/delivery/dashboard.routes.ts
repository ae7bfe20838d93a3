import { formatDate } from '@upahar/contract';
import {
  addStoreClosedDay,
  getStoreDeliveryDays,
  removeStoreClosedDay,
  setStoreSlotLimits,
} from '@upahar/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as clock from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import {
  addClosedDay,
  type CalendarStaff,
  getDeliveryDays,
  removeClosedDay,
  setSlotLimits,
} from './calendar.ts';

/** The requireStaff guard has let only sellers and admins through. */
function staffOf(req: FastifyRequest): CalendarStaff {
  const { user } = authOf(req);
  return { userId: user.id, role: user.role === 'admin' ? 'admin' : 'seller' };
}

/** A store's own delivery calendar: closed days and its limit per time slot. */
export async function deliveryDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  answerPrivately(app);

  route(app, getStoreDeliveryDays, async (req) =>
    ok(await getDeliveryDays(db, staffOf(req), req.params.storeId)),
  );

  route(app, addStoreClosedDay, async (req) => {
    const days = await addClosedDay({ db, staff: staffOf(req), storeId: req.params.storeId, ...req.body });
    return ok(days, {
      message: `${days.store.name} does not deliver on ${formatDate(req.body.day, 'day', { now: clock.now() })}`,
    });
  });

  route(app, removeStoreClosedDay, async (req) => {
    const days = await removeClosedDay({ db, staff: staffOf(req), ...req.params });
    return ok(days, {
      message: `${days.store.name} delivers on ${formatDate(req.params.day, 'day', { now: clock.now() })} again`,
    });
  });

  route(app, setStoreSlotLimits, async (req) => {
    const days = await setSlotLimits({
      db,
      staff: staffOf(req),
      storeId: req.params.storeId,
      limits: req.body.limits,
    });
    return ok(days, { message: 'Time slot limits saved' });
  });
}
