import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@upahar/contract';
import { deliverWithProof as deliverWithProofEndpoint } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { isStorable, unstorableText } from '../../lib/storable-text.ts';
import { authOf } from '../../plugins/auth.ts';
import { deliverWithProof } from './proof.ts';

/** The form's text fields and its one photo (null when none was chosen). */
async function readProofForm(req: FastifyRequest) {
  if (!req.isMultipart()) throw new AppError('bad_request', m.errors_more_send_image(), 415);
  const fields: Record<string, string> = {};
  let photo: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A form sent with no photo chosen still carries an empty file part.
        if (part.fieldname === 'photo' && (bytes.length > 0 || part.filename)) photo = bytes;
      } else if (typeof part.value === 'string') {
        if (!isStorable(part.value) || !isStorable(part.fieldname)) throw unstorableText([part.fieldname]);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    const { code, statusCode } = e as { code?: string; statusCode?: number };
    const size = m.errors_more_image_size({ size: String(UPLOAD_MAX_BYTES / (1024 * 1024)) });
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('too_large', size, 413, { photo: [size] });
    if (statusCode !== undefined && statusCode < 500) throw e;
    const unreadable = m.errors_more_upload_unreadable_image();
    throw new AppError('bad_upload', unreadable, 400, { photo: [unreadable] });
  }
  return { fields, photo };
}

/** deliverWithProof: the store's team (or an admin) marks a part delivered with its proof. */
export async function proofDashboardRoutes(app: FastifyInstance) {
  // Scoped here: only this route reads multipart, one photo of at most the upload limit.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 8, fieldSize: 200 },
  });
  route(app, deliverWithProofEndpoint, async (req) => {
    const { user } = authOf(req);
    const { fields, photo } = await readProofForm(req);
    const order = await deliverWithProof({
      db: app.database.db,
      bucket: app.bucket,
      viewer: { kind: 'staff', userId: user.id, role: user.role === 'admin' ? 'admin' : 'seller' },
      partId: req.params.id,
      fields,
      photo,
      publicUrl: app.config.publicUrl,
    });
    return ok({ order }, { message: m.proof_done({ number: order.number }) });
  });
}
