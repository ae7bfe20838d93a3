import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@upahar/contract';
import { deleteOrderImage as deleteOrderImageEndpoint, uploadOrderImage } from '@upahar/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { deleteOrderImage, SIZE_MESSAGE, saveOrderImage } from './image-service.ts';

const ZOrderIdField = z.uuid('Choose one of your orders').optional();
const UNREADABLE = 'The upload could not be read. Send the image as multipart/form-data with a "file" field';

/**
 * The one file of a multipart request. Parsing happens here, not before the handler, so a body
 * busboy cannot read (no boundary, cut off) throws plain errors: the client's mistake, a 400.
 */
async function readFile(req: FastifyRequest) {
  try {
    const file = await req.file();
    if (!file)
      throw new AppError('no_file', 'Choose an image to upload', 400, {
        file: ['Choose an image to upload'],
      });
    return { file, bytes: await file.toBuffer() };
  } catch (e) {
    if (e instanceof AppError) throw e;
    const { code, statusCode } = e as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('too_large', SIZE_MESSAGE, 413, { file: [SIZE_MESSAGE] });
    if (statusCode !== undefined && statusCode < 500) throw e;
    throw new AppError('bad_upload', UNREADABLE, 400, { file: [UNREADABLE] });
  }
}

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
      if (!req.isMultipart()) {
        throw new AppError('bad_request', 'Send the image as multipart/form-data with a "file" field', 415);
      }
      const { file, bytes } = await readFile(req);
      const raw = file.fields.orderId;
      const value = raw && !Array.isArray(raw) && raw.type === 'field' ? String(raw.value) : undefined;
      const parsed = ZOrderIdField.safeParse(value || undefined);
      if (!parsed.success)
        throw new AppError('bad_order', 'Choose one of your orders', 400, {
          orderId: ['Choose one of your orders'],
        });
      const image = await saveOrderImage({
        db,
        userId: authOf(req).user.id,
        orderId: parsed.data ?? null,
        bytes,
      });
      return ok(image, { message: 'Image added' });
    },
    { config: limit(app, 30, '1 minute') },
  );

  route(app, deleteOrderImageEndpoint, async (req) => {
    await deleteOrderImage({ db, userId: authOf(req).user.id, id: req.body.id });
    return ok(null, { message: 'Image removed' });
  });
}
