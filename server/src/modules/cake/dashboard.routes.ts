import { ACCESSORY_CANDIDATES_PER_PAGE, CAKES_PER_PAGE } from '@upahar/contract';
import {
  getCakeAccessories as getCakeAccessoriesEndpoint,
  getDashboardCake as getDashboardCakeEndpoint,
  listAccessoryCandidates as listAccessoryCandidatesEndpoint,
  listDashboardCakes as listDashboardCakesEndpoint,
  updateCakeAccessories as updateCakeAccessoriesEndpoint,
  updateCakeChoices as updateCakeChoicesEndpoint,
} from '@upahar/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, paginate } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { getCakeAccessories, listAccessoryCandidates, updateCakeAccessories } from './accessories.ts';
import { getDashboardCake, listDashboardCakes, type Staff, updateCakeChoices } from './seller.ts';

/** The requireStaff guard has let only sellers and admins through. */
function staffOf(req: FastifyRequest): Staff {
  const { user } = authOf(req);
  return { userId: user.id, role: user.role === 'admin' ? 'admin' : 'seller' };
}

/**
 * Sellers choose what their cakes offer. A save is a dashboard write, so the shared response
 * cache forgets every page and public answer at once and the shop shows the new choices.
 */
export async function cakeDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  answerPrivately(app);

  route(app, listDashboardCakesEndpoint, async (req) => {
    const { page } = req.query;
    const { cakes, total } = await listDashboardCakes({ db, staff: staffOf(req), page });
    return ok({ cakes }, { pagination: paginate(total, cakes.length, CAKES_PER_PAGE, page) });
  });

  route(app, getDashboardCakeEndpoint, async (req) =>
    ok(await getDashboardCake({ db, staff: staffOf(req), id: req.params.id })),
  );

  route(app, updateCakeChoicesEndpoint, async (req) => {
    const cake = await updateCakeChoices({ db, staff: staffOf(req), id: req.params.id, choices: req.body });
    return ok(cake, { message: `Saved: ${cake.cake.name} now offers what you chose` });
  });

  route(app, getCakeAccessoriesEndpoint, async (req) =>
    ok(await getCakeAccessories({ db, staff: staffOf(req), id: req.params.id })),
  );

  route(app, listAccessoryCandidatesEndpoint, async (req) => {
    const { q, page } = req.query;
    const { accessories, total } = await listAccessoryCandidates({
      db,
      staff: staffOf(req),
      id: req.params.id,
      q: q || undefined,
      page,
    });
    return ok(
      { accessories },
      { pagination: paginate(total, accessories.length, ACCESSORY_CANDIDATES_PER_PAGE, page) },
    );
  });

  route(app, updateCakeAccessoriesEndpoint, async (req) => {
    const saved = await updateCakeAccessories({ db, staff: staffOf(req), id: req.params.id, body: req.body });
    const n = saved.accessories.length;
    return ok(saved, {
      message:
        n === 0
          ? 'Saved: the shop suggests accessories by itself again'
          : `Saved: ${n === 1 ? 'this accessory is' : `these ${n} accessories are`} offered with the cake, in this order`,
    });
  });
}
