import { APPLICATIONS_PER_PAGE, SELLER_INTERESTS_PER_PAGE } from '@upahar/contract';
import {
  approveApplication as approveEndpoint,
  askApplicationChanges,
  getDashboardApplication,
  listSellerApplications,
  listSellerInterests,
  markSellerInterest,
  rejectApplication as rejectEndpoint,
} from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, paginate } from '../../lib/envelope.ts';
import { forbidden } from '../../lib/errors.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { listInterests, markInterest } from './interest.ts';
import {
  approveApplication,
  askChanges,
  getApplication,
  listApplications,
  rejectApplication,
} from './review.ts';

/** After requireStaff: sellers are staff too, but only admins review applications. */
async function requireAdmin(req: FastifyRequest) {
  if (authOf(req).user.role !== 'admin') throw forbidden(m.errors_sellers_admins_seller_applications());
}

export async function sellerDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const publicUrl = app.config.publicUrl;
  answerPrivately(app);
  const admin = { guard: requireAdmin };
  const decision = (req: FastifyRequest<{ Params: { id: string } }>) => ({
    db,
    id: req.params.id,
    adminId: authOf(req).user.id,
    publicUrl,
  });

  route(
    app,
    listSellerApplications,
    async (req) => {
      const { applications, total } = await listApplications({ db, query: req.query });
      return ok(
        { applications },
        { pagination: paginate(total, applications.length, APPLICATIONS_PER_PAGE, req.query.page) },
      );
    },
    admin,
  );

  route(
    app,
    getDashboardApplication,
    async (req) => ok(await getApplication({ db, id: req.params.id })),
    admin,
  );

  route(
    app,
    askApplicationChanges,
    async (req) => {
      const application = await askChanges({ ...decision(req), note: req.body.note });
      return ok(application, { message: 'Sent back to the applicant with your note' });
    },
    admin,
  );

  route(
    app,
    approveEndpoint,
    async (req) => {
      const application = await approveApplication(decision(req));
      return ok(application, { message: `Approved: ${application.store?.name ?? 'the store'} is open` });
    },
    admin,
  );

  route(
    app,
    rejectEndpoint,
    async (req) => {
      const application = await rejectApplication({ ...decision(req), reason: req.body.reason });
      return ok(application, { message: 'Rejected; the applicant has been told why' });
    },
    admin,
  );

  route(
    app,
    listSellerInterests,
    async (req) => {
      const { interests, total, open } = await listInterests({ db, query: req.query });
      return ok(
        { interests, open },
        { pagination: paginate(total, interests.length, SELLER_INTERESTS_PER_PAGE, req.query.page) },
      );
    },
    admin,
  );

  route(
    app,
    markSellerInterest,
    async (req) => {
      const { handled } = req.body;
      const interest = await markInterest({ db, id: req.params.id, adminId: authOf(req).user.id, handled });
      return ok(interest, { message: handled ? 'Marked as handled' : 'Back in the open messages' });
    },
    admin,
  );
}
