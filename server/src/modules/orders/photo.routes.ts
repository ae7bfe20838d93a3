import multipart from '@fastify/multipart';
import { PHOTO_MAX_BYTES } from '@upahar/contract';
import { replaceOrderCakePhoto } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { readPhotoFields } from '../photos/index.ts';
import { readUploadedFile } from '../uploads/index.ts';
import { replaceCakePhoto } from './photo-review.ts';

const ZFields = z.object({
  orderId: z.uuid({ error: () => m.errors_not_found_order() }),
  itemId: z.coerce
    .number({ error: () => m.photos_choose_item() })
    .int()
    .positive(),
});

/** order-cake-photo: the shopper's new picture when the store asked for another. */
export async function orderPhotoRoutes(app: FastifyInstance) {
  const db = app.database.db;
  // Scoped here: only this route reads multipart, one picture of at most 10 MB.
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 200 },
  });
  route(
    app,
    replaceOrderCakePhoto,
    async (req) => {
      const { file, bytes } = await readUploadedFile(req, { tooLarge: m.photos_too_large() });
      const { orderId, itemId } = readPhotoFields(file, ZFields);
      const photo = await replaceCakePhoto({
        db,
        bucket: app.bucket,
        userId: authOf(req).user.id,
        orderId,
        itemId,
        bytes,
      });
      return ok({ photo }, { message: m.photos_replaced_done() });
    },
    { config: limit(app, 20, '1 minute') },
  );
}
