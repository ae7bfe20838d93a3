import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@upahar/contract';
import {
  deleteAvatar,
  getPublicProfile,
  getPublicSettings,
  savePublicSettings as saveEndpoint,
  uploadAvatar,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { dropDeletedFilesAfter } from '../files/index.ts';
import { readUploadedFile } from '../uploads/index.ts';
import { publicProfile } from './public-profile.ts';
import { publicSettings, removeAvatar, saveAvatar, savePublicSettings } from './settings.ts';

export async function profileRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, getPublicProfile, async (req) => ok(await publicProfile(db, req.params.id)));

  await app.register(async (mine) => {
    answerPrivately(mine);
    await mine.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 1, fieldSize: 100 },
    });

    route(mine, getPublicSettings, async (req) =>
      ok(await publicSettings({ db, userId: authOf(req).user.id })),
    );

    route(
      mine,
      saveEndpoint,
      async (req) =>
        ok(await savePublicSettings({ db, userId: authOf(req).user.id, body: req.body }), {
          message: 'Your public profile is saved',
        }),
      { config: limit(app, 30, '10 minutes') },
    );

    route(
      mine,
      uploadAvatar,
      async (req, reply) => {
        const { bytes } = await readUploadedFile(req);
        const avatar = await saveAvatar({ db, bucket: app.bucket, userId: authOf(req).user.id, bytes });
        dropDeletedFilesAfter(app, reply);
        return ok(avatar, { message: 'Picture saved' });
      },
      { config: limit(app, 10, '10 minutes') },
    );

    route(mine, deleteAvatar, async (req, reply) => {
      const settings = await removeAvatar({ db, userId: authOf(req).user.id });
      dropDeletedFilesAfter(app, reply);
      return ok(settings, { message: 'Picture removed' });
    });
  });
}
