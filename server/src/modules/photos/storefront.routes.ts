import multipart from '@fastify/multipart';
import { PHOTO_MAX_BYTES } from '@upahar/contract';
import { uploadCakePhoto as uploadCakePhotoEndpoint } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { readUploadedFile } from '../uploads/index.ts';
import { readPhotoFields } from './fields.ts';
import { uploadCakePhoto } from './service.ts';

const ZFields = z.object({
  productId: z.uuid({ error: () => m.errors_cart_product_not_found() }),
  pound: z.coerce
    .number({ error: () => m.errors_cart_product_not_found() })
    .positive()
    .max(100),
  shape: z.string().trim().max(60).default(''),
});

/** The product page's picture for a photo cake (visitors too: the cart is theirs as well). */
export async function cakePhotoRoutes(app: FastifyInstance) {
  const db = app.database.db;
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 200 },
  });
  route(
    app,
    uploadCakePhotoEndpoint,
    async (req) => {
      const { file, bytes } = await readUploadedFile(req, { tooLarge: m.photos_too_large() });
      const fields = readPhotoFields(file, ZFields);
      const photo = await uploadCakePhoto({
        db,
        bucket: app.bucket,
        userId: req.auth?.user.id ?? null,
        bytes,
        productId: fields.productId,
        pound: fields.pound,
        shape: fields.shape || null,
      });
      return ok(photo, { message: m.photos_uploaded() });
    },
    { config: limit(app, 20, '1 minute') },
  );
}
