import multipart from '@fastify/multipart';
import { CV_MAX_BYTES, CV_SIZE_MESSAGE, VACANCIES_PER_PAGE } from '@upahar/contract';
import {
  applyForVacancy as applyEndpoint,
  deleteMyCv,
  getVacancy,
  listVacancies,
  myCvs,
  myJobApplications,
  myVacancies as myVacanciesEndpoint,
  saveJobPreferences as savePreferencesEndpoint,
  uploadCv,
  withdrawJobApplication,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { ok, paginate } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { dropDeletedFilesAfter } from '../files/index.ts';
import { readUploadedFile } from '../uploads/index.ts';
import { applyForVacancy, myApplications, withdrawApplication } from './applications.ts';
import { saveCv } from './cv.ts';
import { listMyCvs, removeMyCv } from './my-cvs.ts';
import { getPublicVacancy, listOpenVacancies, myVacancies, saveJobPreferences } from './vacancies.ts';

export async function careerRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const publicUrl = app.config.publicUrl;

  route(app, listVacancies, async (req) => {
    const { vacancies, total } = await listOpenVacancies({ db, query: req.query });
    return ok(
      { vacancies },
      { pagination: paginate(total, vacancies.length, VACANCIES_PER_PAGE, req.query.page) },
    );
  });

  route(app, getVacancy, async (req) => ok(await getPublicVacancy({ db, id: req.params.id })));

  // The personal part: never cached by anyone on the way.
  await app.register(async (mine) => {
    answerPrivately(mine);
    // Scoped to this plugin: one file of at most 5 MB.
    await mine.register(multipart, {
      limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 2, fieldSize: 200 },
    });

    route(
      mine,
      uploadCv,
      async (req) => {
        const { file, bytes } = await readUploadedFile(req, { kind: 'file', tooLarge: CV_SIZE_MESSAGE });
        const userId = authOf(req).user.id;
        const cv = await saveCv({ db, bucket: app.bucket, userId, fileName: file.filename, bytes });
        return ok(cv, { message: 'CV added' });
      },
      { config: limit(app, 10, '10 minutes') },
    );

    route(
      mine,
      applyEndpoint,
      async (req, reply) => {
        const application = await applyForVacancy({
          db,
          userId: authOf(req).user.id,
          body: req.body,
          publicUrl,
        });
        reply.status(201);
        return ok(application, { message: 'Thank you! Your application is with our team.' });
      },
      { config: limit(app, 10, '10 minutes') },
    );

    route(mine, myCvs, async (req) => ok({ cvs: await listMyCvs({ db, userId: authOf(req).user.id }) }));

    route(mine, deleteMyCv, async (req, reply) => {
      const { cvs, message } = await removeMyCv({ db, userId: authOf(req).user.id, id: req.params.id });
      dropDeletedFilesAfter(app, reply);
      return ok({ cvs }, { message });
    });

    route(mine, myJobApplications, async (req) =>
      ok({ applications: await myApplications({ db, userId: authOf(req).user.id }) }),
    );

    route(mine, withdrawJobApplication, async (req) => {
      const application = await withdrawApplication({ db, userId: authOf(req).user.id, id: req.params.id });
      return ok(application, { message: 'Your application is withdrawn' });
    });

    route(mine, myVacanciesEndpoint, async (req) =>
      ok(await myVacancies({ db, userId: authOf(req).user.id })),
    );

    route(mine, savePreferencesEndpoint, async (req) => {
      const saved = await saveJobPreferences({ db, userId: authOf(req).user.id, prefs: req.body });
      return ok(saved, { message: 'Your job preferences are saved' });
    });
  });
}
