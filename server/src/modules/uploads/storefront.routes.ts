import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@upahar/contract';
import { deleteOrderImage as deleteOrderImageEndpoint, uploadOrderImage } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { dropDeletedFilesAfter } from '../files/index.ts';
import { deleteOrderImage, saveOrderImage } from './images.ts';
import { readUploadedFile } from './read-file.ts';

const ZOrderIdField = z.uuid({ error: () => m.errors_community_choose_your_order() }).optional();

/** order-upload-image (multipart: file, orderId) and order-delete-image {id}, for complaints. */
export async function orderImageRoutes(app: FastifyInstance) {
  const db = app.database.db;
  // Scoped here: only this route reads multipart, with one file of at most 5 MB.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 200 },
  });

  route(
    app,
    uploadOrderImage,
    async (req) => {
      const { file, bytes } = await readUploadedFile(req);
      const raw = file.fields.orderId;
      const value = raw && !Array.isArray(raw) && raw.type === 'field' ? String(raw.value) : undefined;
      const parsed = ZOrderIdField.safeParse(value || undefined);
      if (!parsed.success)
        throw new AppError('bad_order', m.errors_community_choose_your_order(), 400, {
          orderId: [m.errors_community_choose_your_order()],
        });
      const image = await saveOrderImage({
        db,
        bucket: app.bucket,
        userId: authOf(req).user.id,
        orderId: parsed.data ?? null,
        bytes,
      });
      return ok(image, { message: 'Image added' });
    },
    { config: limit(app, 30, '1 minute') },
  );

  route(app, deleteOrderImageEndpoint, async (req, reply) => {
    await deleteOrderImage({ db, userId: authOf(req).user.id, id: req.body.id });
    dropDeletedFilesAfter(app, reply);
    return ok(null, { message: 'Image removed' });
  });
}
