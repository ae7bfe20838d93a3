import { JOB_APPLICATIONS_PER_PAGE, VACANCIES_PER_PAGE } from '@upahar/contract';
import {
  createVacancy as createEndpoint,
  getStaffJobApplication,
  getStaffVacancy as getVacancyEndpoint,
  listStaffJobApplications,
  listStaffVacancies as listVacanciesEndpoint,
  moveJobApplication,
  setVacancyStatus as setStatusEndpoint,
  updateVacancy as updateEndpoint,
} from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok, paginate } from '../../lib/envelope.ts';
import { forbidden } from '../../lib/errors.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { beforeInput, route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { sendFile } from '../files/index.ts';
import {
  getStaffApplication,
  listStaffApplications,
  moveApplication,
  readApplicationCv,
} from './staff-applications.ts';
import {
  createVacancy,
  getStaffVacancy,
  listStaffVacancies,
  setVacancyStatus,
  updateVacancy,
} from './staff-vacancies.ts';

/** After requireStaff: sellers are staff too, but only admins look after the shop's own jobs. */
async function requireAdmin(req: FastifyRequest) {
  if (authOf(req).user.role !== 'admin') throw forbidden(m.errors_sellers_admins_vacancies());
}

export async function careerDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const publicUrl = app.config.publicUrl;
  answerPrivately(app);
  const admin = { guard: requireAdmin };

  route(
    app,
    listVacanciesEndpoint,
    async (req) => {
      const { vacancies, total } = await listStaffVacancies({ db, query: req.query });
      return ok(
        { vacancies },
        { pagination: paginate(total, vacancies.length, VACANCIES_PER_PAGE, req.query.page) },
      );
    },
    admin,
  );

  route(app, getVacancyEndpoint, async (req) => ok(await getStaffVacancy({ db, id: req.params.id })), admin);

  route(
    app,
    createEndpoint,
    async (req, reply) => {
      const vacancy = await createVacancy({ db, body: req.body });
      reply.status(201);
      return ok(vacancy, { message: vacancy.status === 'open' ? 'Vacancy published' : 'Vacancy saved' });
    },
    admin,
  );

  route(
    app,
    updateEndpoint,
    async (req) =>
      ok(await updateVacancy({ db, id: req.params.id, body: req.body }), { message: 'Vacancy saved' }),
    admin,
  );

  route(
    app,
    setStatusEndpoint,
    async (req) => {
      const vacancy = await setVacancyStatus({ db, id: req.params.id, status: req.body.status });
      const said = { open: 'Vacancy open', closed: 'Vacancy closed', draft: 'Vacancy back to draft' };
      return ok(vacancy, { message: said[vacancy.status] });
    },
    admin,
  );

  route(
    app,
    listStaffJobApplications,
    async (req) => {
      const { applications, total } = await listStaffApplications({ db, query: req.query });
      return ok(
        { applications },
        { pagination: paginate(total, applications.length, JOB_APPLICATIONS_PER_PAGE, req.query.page) },
      );
    },
    admin,
  );

  route(
    app,
    getStaffJobApplication,
    async (req) => ok(await getStaffApplication({ db, id: req.params.id })),
    admin,
  );

  route(
    app,
    moveJobApplication,
    async (req) => {
      const application = await moveApplication({ db, id: req.params.id, body: req.body, publicUrl });
      return ok(application, { message: 'Application updated; the applicant has been e-mailed' });
    },
    admin,
  );

  // The file itself, not an envelope: always an attachment, never rendered by the browser.
  app.get(
    '/job-applications/:id/cv',
    {
      schema: { hide: true, params: z.object({ id: z.uuid('No such application') }) },
      preParsing: beforeInput(app.requireStaff, requireAdmin),
    },
    async (req, reply) => {
      const { id } = req.params as { id: string };
      const cv = await readApplicationCv({ db, id });
      reply
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .header('Content-Disposition', `attachment; filename="${cv.fileName}"`);
      return sendFile(reply, { bucket: app.bucket, file: cv, contentType: cv.contentType });
    },
  );
}
