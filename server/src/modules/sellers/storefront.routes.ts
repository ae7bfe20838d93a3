import multipart from '@fastify/multipart';
import { SELLER_DOCUMENT_MAX_BYTES } from '@upahar/contract';
import {
  getSellerApplication,
  myBusinesses as myBusinessesEndpoint,
  resubmitSellerApplication,
  sellerFormOptions,
  sellerInterest,
  submitSellerApplication,
  uploadSellerDocument,
} from '@upahar/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { beforeInput, route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { dropDeletedFilesAfter, sendFile } from '../files/index.ts';
import { readUploadedFile } from '../uploads/index.ts';
import {
  formOptions,
  getOwnApplication,
  myBusinesses,
  resubmitApplication,
  submitApplication,
} from './applications.ts';
import { DOC_SIZE_MESSAGE, readDocument, saveDocument } from './documents.ts';
import { recordInterest } from './interest.ts';

const applicantOf = (req: FastifyRequest) => {
  const { user } = authOf(req);
  return { id: user.id, name: user.name, email: user.email };
};

export async function sellerRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const publicUrl = app.config.publicUrl;
  answerPrivately(app);
  // Scoped to this plugin: one file of at most 5 MB.
  await app.register(multipart, {
    limits: { fileSize: SELLER_DOCUMENT_MAX_BYTES, files: 1, fields: 2, fieldSize: 200 },
  });

  route(
    app,
    sellerInterest,
    async (req) => {
      await recordInterest({ db, userId: req.auth?.user.id ?? null, body: req.body });
      return ok(null, {
        message: 'Thank you! Our seller team will call or e-mail you within two working days.',
      });
    },
    { config: limit(app, 5, '10 minutes') },
  );

  route(
    app,
    uploadSellerDocument,
    async (req) => {
      const { file, bytes } = await readUploadedFile(req, { kind: 'file', tooLarge: DOC_SIZE_MESSAGE });
      const name = file.filename;
      const doc = await saveDocument({
        db,
        bucket: app.bucket,
        userId: authOf(req).user.id,
        fileName: name,
        bytes,
      });
      return ok(doc, { message: 'Document added' });
    },
    { config: limit(app, 30, '1 minute') },
  );

  route(app, sellerFormOptions, async () => ok(await formOptions(db)));

  route(app, submitSellerApplication, async (req, reply) => {
    const application = await submitApplication({ db, user: applicantOf(req), body: req.body, publicUrl });
    reply.status(201);
    return ok(application, { message: 'Thank you! Your application is with our team.' });
  });

  route(app, getSellerApplication, async (req) =>
    ok(await getOwnApplication({ db, userId: authOf(req).user.id, id: req.params.id })),
  );

  route(app, resubmitSellerApplication, async (req, reply) => {
    const application = await resubmitApplication({
      db,
      user: applicantOf(req),
      id: req.params.id,
      body: req.body,
      publicUrl,
    });
    // Documents dropped from the application were deleted with the change.
    dropDeletedFilesAfter(app, reply);
    return ok(application, { message: 'Sent again: our team will look at your changes.' });
  });

  route(app, myBusinessesEndpoint, async (req) =>
    ok(await myBusinesses({ db, userId: authOf(req).user.id })),
  );

  // The file itself, not an envelope: always as an attachment, never rendered by the browser.
  app.get(
    '/seller-documents/:id',
    {
      schema: { hide: true, params: z.object({ id: z.uuid('No such document') }) },
      preParsing: beforeInput(app.requireUser),
    },
    async (req, reply) => {
      const { user } = authOf(req);
      const { id } = req.params as { id: string };
      const doc = await readDocument({ db, id, userId: user.id, isAdmin: user.role === 'admin' });
      reply
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .header('Content-Disposition', `attachment; filename="${doc.fileName}"`);
      return sendFile(reply, { bucket: app.bucket, file: doc, contentType: doc.contentType });
    },
  );
}
