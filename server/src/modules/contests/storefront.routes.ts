import multipart from '@fastify/multipart';
import {
  CONTEST_ENTRIES_PER_PAGE,
  CONTESTS_PER_PAGE,
  UPLOAD_MAX_BYTES,
  ZPhotoCaption,
} from '@upahar/contract';
import {
  enterContestPhoto,
  enterContestText,
  getContest,
  getContestant,
  getContestSelf,
  listContests,
  myContest,
  myContests,
  viewContestant,
  voteContestant,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import * as clock from '../../lib/clock.ts';
import { ok, paginate } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { readUploadedFile } from '../uploads/index.ts';
import { countView, enterPhoto, enterText, visitorOf, vote } from './enter.ts';
import * as shop from './shop.ts';

/** Public contests and entries, and the signed-in shopper's entering, voting and own entries. */
export async function contestRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const publicUrl = app.config.publicUrl;

  route(app, listContests, async (req) => {
    const { contests, total } = await shop.listContests({
      db,
      state: req.query.state,
      page: req.query.page,
      now: clock.now(),
    });
    return ok(
      { contests },
      { pagination: paginate(total, contests.length, CONTESTS_PER_PAGE, req.query.page) },
    );
  });

  route(app, getContest, async (req) => {
    const { total, ...page } = await shop.getContestPage({
      db,
      slug: req.params.slug,
      page: req.query.page,
      now: clock.now(),
      publicUrl,
    });
    return ok(page, {
      pagination: paginate(total, page.entries.length, CONTEST_ENTRIES_PER_PAGE, req.query.page),
    });
  });

  route(app, getContestant, async (req) =>
    ok(await shop.getContestant({ db, id: req.params.id, now: clock.now() })),
  );

  route(
    app,
    viewContestant,
    async (req) => {
      const visitor = visitorOf(req.auth?.user.id ?? null, req.ip, req.headers['user-agent']);
      return ok(await countView({ db, entryId: req.params.id, visitor, now: clock.now() }));
    },
    { config: limit(app, 120, '1 minute') },
  );

  await app.register(async (mine) => {
    // Scoped here: only the photo entry reads multipart, with one file and a caption.
    await mine.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, fieldSize: 1000 },
    });

    route(mine, getContestSelf, async (req) =>
      ok(await shop.getContestSelf({ db, slug: req.params.slug, userId: authOf(req).user.id })),
    );

    route(
      mine,
      voteContestant,
      async (req) =>
        ok(await vote({ db, entryId: req.params.id, userId: authOf(req).user.id, now: clock.now() }), {
          message: 'Thank you for voting',
        }),
      { config: limit(app, 30, '1 minute') },
    );

    route(
      mine,
      enterContestText,
      async (req, reply) => {
        const entry = await enterText({
          db,
          slug: req.params.slug,
          userId: authOf(req).user.id,
          body: req.body,
          now: clock.now(),
        });
        reply.status(201);
        return ok({ entry }, { message: 'Your entry is in. Good luck!' });
      },
      { config: limit(app, 10, '10 minutes') },
    );

    route(
      mine,
      enterContestPhoto,
      async (req, reply) => {
        const { file, bytes } = await readUploadedFile(req);
        const raw = file.fields.caption;
        const value = raw && !Array.isArray(raw) && raw.type === 'field' ? String(raw.value) : '';
        const caption = ZPhotoCaption.safeParse(value);
        if (!caption.success) {
          const message = caption.error.issues[0]?.message ?? 'Write a caption';
          throw new AppError('bad_caption', message, 400, { caption: [message] });
        }
        const entry = await enterPhoto({
          db,
          bucket: app.bucket,
          slug: req.params.slug,
          userId: authOf(req).user.id,
          caption: caption.data,
          bytes,
          now: clock.now(),
        });
        reply.status(201);
        return ok({ entry }, { message: 'Your entry is in. Good luck!' });
      },
      { config: limit(app, 10, '10 minutes') },
    );

    route(mine, myContests, async (req) =>
      ok({ entries: await shop.listMyEntries({ db, userId: authOf(req).user.id, now: clock.now() }) }),
    );

    route(mine, myContest, async (req) =>
      ok({
        entry: await shop.getMyEntry({
          db,
          userId: authOf(req).user.id,
          id: req.params.id,
          now: clock.now(),
        }),
      }),
    );
  });
}
