import { QUIZZES_PER_PAGE } from '@upahar/contract';
import {
  checkQuizSlug,
  createQuiz,
  getQuiz,
  listQuizzes,
  myQuiz,
  myQuizPlays,
  myQuizzes,
  quizScore,
  quizStats,
  startQuiz,
  submitQuiz,
  updateQuiz,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { ok, paginate } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import * as authoring from './authoring.ts';
import * as play from './play.ts';
import { myPlays, score } from './score.ts';
import { getPublic, listPublic, quizStats as stats } from './stats.ts';

export async function quizRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const me = (req: Parameters<typeof authOf>[0]) => authOf(req).user.id;

  route(app, listQuizzes, async (req) => {
    const { quizzes, total } = await listPublic({ db, page: req.query.page, perPage: QUIZZES_PER_PAGE });
    return ok({ quizzes }, { pagination: paginate(total, quizzes.length, QUIZZES_PER_PAGE, req.query.page) });
  });
  route(app, getQuiz, async (req) => ok(await getPublic({ db, slug: req.params.slug })));

  route(
    app,
    startQuiz,
    async (req) => ok(await play.startPlay({ db, userId: me(req), slug: req.body.slug })),
    {
      config: limit(app, 30, '10 minutes'),
    },
  );
  route(
    app,
    submitQuiz,
    async (req) => {
      const result = await play.submitPlay({
        db,
        userId: me(req),
        playId: req.body.playId,
        answers: req.body.answers,
      });
      return ok(result, { message: result.prize ? `You won: ${result.prize.title}` : 'Answers submitted' });
    },
    { config: limit(app, 30, '10 minutes') },
  );
  route(app, quizScore, async (req) => ok(await score({ db, userId: me(req), playId: req.params.id })));
  route(app, myQuizPlays, async (req) =>
    ok({ plays: await myPlays({ db, userId: me(req), slug: req.query.slug }) }),
  );

  route(
    app,
    createQuiz,
    async (req, reply) => {
      const quiz = await authoring.createQuiz({ db, userId: me(req), body: req.body });
      reply.status(201);
      return ok(quiz, { message: 'Quiz published' });
    },
    // Writing a quiz takes a while; a handful an hour is plenty for a real person.
    { config: limit(app, 10, '10 minutes') },
  );
  // Called as the creator types (debounced), so it may come often.
  route(
    app,
    checkQuizSlug,
    async (req) => ok(await authoring.checkSlug({ db, slug: req.query.slug, quizId: req.query.quizId })),
    { config: limit(app, 120, '1 minute') },
  );
  route(app, myQuizzes, async (req) => ok({ quizzes: await authoring.listMine({ db, userId: me(req) }) }));
  route(app, myQuiz, async (req) =>
    ok(await authoring.getMine({ db, userId: me(req), slug: req.query.slug })),
  );
  route(
    app,
    updateQuiz,
    async (req) =>
      ok(await authoring.updateQuiz({ db, userId: me(req), body: req.body }), { message: 'Quiz saved' }),
    { config: limit(app, 30, '10 minutes') },
  );
  route(app, quizStats, async (req) => ok(await stats({ db, userId: me(req), slug: req.params.slug })));
}
