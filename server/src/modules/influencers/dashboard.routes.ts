import { INFLUENCERS_PER_PAGE } from '@upahar/contract';
import {
  decideInfluencer,
  getStaffInfluencer,
  listStaffInfluencers,
  saveStaffInfluencerPicks,
} from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, paginate } from '../../lib/envelope.ts';
import { forbidden } from '../../lib/errors.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { decide, getStaff, listStaff, saveStaffPicks } from './staff.ts';

/** After requireStaff: sellers are staff too, but only admins review influencers. */
async function requireAdmin(req: FastifyRequest) {
  if (authOf(req).user.role !== 'admin') throw forbidden(m.errors_sellers_admins_review_influencers());
}

export async function influencerDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const publicUrl = app.config.publicUrl;
  answerPrivately(app);
  const admin = { guard: requireAdmin };
  const writes = { ...admin, config: limit(app, 120, '10 minutes') };

  route(
    app,
    listStaffInfluencers,
    async (req) => {
      const { influencers, total } = await listStaff({ db, status: req.query.status, page: req.query.page });
      return ok(
        { influencers },
        { pagination: paginate(total, influencers.length, INFLUENCERS_PER_PAGE, req.query.page) },
      );
    },
    admin,
  );

  route(app, getStaffInfluencer, async (req) => ok(await getStaff({ db, id: req.params.id })), admin);

  route(
    app,
    decideInfluencer,
    async (req) => {
      const view = await decide({ db, id: req.params.id, body: req.body, publicUrl });
      return ok(view, {
        message: `${view.status === 'approved' ? 'Approved' : 'Rejected'}; the applicant has been e-mailed`,
      });
    },
    writes,
  );

  route(
    app,
    saveStaffInfluencerPicks,
    async (req) =>
      ok(await saveStaffPicks({ db, id: req.params.id, picks: req.body.picks }), { message: 'Picks saved' }),
    writes,
  );
}
