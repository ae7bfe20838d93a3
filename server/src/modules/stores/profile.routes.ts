import multipart from '@fastify/multipart';
import { possessive, UPLOAD_MAX_BYTES } from '@upahar/contract';
import { getStoreProfile, updateStoreProfile, uploadStoreImage } from '@upahar/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { dropDeletedFilesAfter } from '../files/index.ts';
import { readUploadedFile } from '../uploads/index.ts';
import { getProfile, type ProfileStaff, setStoreImage, updateProfile } from './profile.ts';

/** The requireStaff guard has let only sellers and admins through. */
function staffOf(req: FastifyRequest): ProfileStaff {
  const { user } = authOf(req);
  return { userId: user.id, role: user.role === 'admin' ? 'admin' : 'seller' };
}

/** The store's page: its words, contact, opening hours and pictures. */
export async function storeProfileDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  answerPrivately(app);
  // Scoped here: only the picture route reads multipart, one file of at most 5 MB.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, fieldSize: 200 },
  });

  route(app, getStoreProfile, async (req) =>
    ok({ store: await getProfile(db, staffOf(req), req.params.storeId) }),
  );

  route(app, updateStoreProfile, async (req) => {
    const store = await updateProfile({
      db,
      staff: staffOf(req),
      storeId: req.params.storeId,
      body: req.body,
    });
    return ok({ store }, { message: `${possessive(store.name)} page is saved` });
  });

  route(app, uploadStoreImage, async (req, reply) => {
    const { bytes } = await readUploadedFile(req);
    const store = await setStoreImage({ db, bucket: app.bucket, staff: staffOf(req), ...req.params, bytes });
    dropDeletedFilesAfter(app, reply);
    return ok({ store }, { message: req.params.kind === 'logo' ? 'New logo saved' : 'New banner saved' });
  });
}
