import {
  createRefusedWord,
  deleteRefusedWord,
  listRefusedWords,
  updateRefusedWord,
} from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../../lib/admin-only.ts';
import { ok } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import * as service from './service.ts';

/** Admins keep the list of words refused on cakes and gift cards. */
export async function wordDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  answerPrivately(app);
  const admin = { guard: adminOnly };

  route(app, listRefusedWords, async () => ok({ words: await service.listWords({ db }) }), admin);
  route(
    app,
    createRefusedWord,
    async (req, reply) => {
      const word = await service.createWord({ db, body: req.body });
      reply.status(201);
      return ok({ word }, { message: m.words_saved() });
    },
    admin,
  );
  route(
    app,
    updateRefusedWord,
    async (req) =>
      ok(
        { word: await service.updateWord({ db, id: req.params.id, body: req.body }) },
        { message: m.words_saved() },
      ),
    admin,
  );
  route(
    app,
    deleteRefusedWord,
    async (req) => {
      await service.deleteWord({ db, id: req.params.id });
      return ok(null, { message: m.words_deleted() });
    },
    admin,
  );
}
