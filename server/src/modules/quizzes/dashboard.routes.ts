import { QUIZZES_PER_PAGE } from '@upahar/contract';
import { decideQuizPrize, getStaffQuiz, hideQuiz, listStaffQuizzes } from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../../lib/admin-only.ts';
import { ok, paginate } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { limit } from '../../plugins/rate-limit.ts';
import * as staff from './staff.ts';

export async function quizDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const publicUrl = app.config.publicUrl;
  answerPrivately(app);
  // Sellers are staff too, but quizzes' prizes are the shop's own money.
  const admin = { guard: adminOnly };
  const writes = { ...admin, config: limit(app, 120, '10 minutes') };

  route(
    app,
    listStaffQuizzes,
    async (req) => {
      const { quizzes, total } = await staff.listStaff({ db, ...req.query, perPage: QUIZZES_PER_PAGE });
      return ok(
        { quizzes },
        { pagination: paginate(total, quizzes.length, QUIZZES_PER_PAGE, req.query.page) },
      );
    },
    admin,
  );
  route(app, getStaffQuiz, async (req) => ok(await staff.getStaff({ db, id: req.params.id })), admin);
  route(
    app,
    decideQuizPrize,
    async (req) => {
      const quiz = await staff.decidePrize({ db, id: req.params.id, body: req.body, publicUrl });
      const word = quiz.prizeState === 'approved' ? 'Prize approved' : 'Prize request rejected';
      return ok(quiz, { message: `${word}; the creator has been e-mailed` });
    },
    writes,
  );
  route(
    app,
    hideQuiz,
    async (req) => {
      const quiz = await staff.hide({ db, id: req.params.id, body: req.body });
      return ok(quiz, { message: quiz.hiddenByStaff ? 'Quiz hidden' : 'Quiz shown again' });
    },
    writes,
  );
}
