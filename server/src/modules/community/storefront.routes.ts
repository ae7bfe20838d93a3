import {
  COMMENTS_PER_PAGE,
  QUESTIONS_PER_PAGE,
  REPLIES_PER_PAGE,
  REPORT_THANKS,
  REVIEWS_PER_PAGE,
} from '@upahar/contract';
import {
  deleteComment as deleteCommentEndpoint,
  getCommentReplies as getCommentRepliesEndpoint,
  getComments as getCommentsEndpoint,
  getQuestions as getQuestionsEndpoint,
  getReviews as getReviewsEndpoint,
  postAnswer as postAnswerEndpoint,
  postComment as postCommentEndpoint,
  postQuestion as postQuestionEndpoint,
  postReview as postReviewEndpoint,
  reportContent,
  suggestMentions,
} from '@upahar/contract/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok, paginate } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { authOf, bearerToken } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { findSession } from '../auth/index.ts';
import { deleteComment, postComment, tagUsers } from './comment-write.ts';
import { getCommentReplies, getComments } from './comments.ts';
import { getQuestions, postAnswer, postQuestion } from './questions.ts';
import { postReport } from './reports.ts';
import { getReviews, postReview } from './reviews.ts';

/**
 * Lists are public, but a signed-in reader sees "isMine" flags: such answers are private, and
 * anonymous ones may be cached briefly.
 */
async function viewer(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
  const token = bearerToken(req);
  reply.header('Vary', 'Authorization');
  if (!token) {
    reply.header('Cache-Control', 'public, max-age=60');
    return null;
  }
  reply.header('Cache-Control', 'private, no-store');
  // A stale token just reads as a visitor: lists must not fail because a session expired.
  const auth = await findSession({ db: app.database.db, token });
  return auth?.user.id ?? null;
}

export async function communityRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const writing = { config: limit(app, 20, '1 minute') };

  route(app, getReviewsEndpoint, async (req, reply) => {
    const viewerId = await viewer(app, req, reply);
    const data = await getReviews({ db, query: req.query, viewerId });
    const pagination = paginate(data.summary.count, data.items.length, REVIEWS_PER_PAGE, req.query.page);
    return ok(data, { pagination });
  });

  route(
    app,
    postReviewEndpoint,
    async (req, reply) => {
      const { created, ...data } = await postReview({ db, auth: authOf(req), body: req.body });
      const message = created ? 'Thank you! Your review is published.' : 'Your review has been updated.';
      reply.status(created ? 201 : 200);
      return ok(data, { message });
    },
    writing,
  );

  route(app, getQuestionsEndpoint, async (req, reply) => {
    reply.header('Cache-Control', 'public, max-age=60');
    const { items, total } = await getQuestions({ db, query: req.query });
    return ok({ items }, { pagination: paginate(total, items.length, QUESTIONS_PER_PAGE, req.query.page) });
  });

  route(
    app,
    postQuestionEndpoint,
    async (req, reply) => {
      const question = await postQuestion({ db, auth: authOf(req), body: req.body });
      reply.status(201);
      return ok({ question }, { message: 'Your question is posted.' });
    },
    writing,
  );

  route(
    app,
    postAnswerEndpoint,
    async (req, reply) => {
      const answer = await postAnswer({ db, auth: authOf(req), body: req.body });
      reply.status(201);
      return ok({ answer }, { message: 'Thank you for answering.' });
    },
    writing,
  );

  route(app, getCommentsEndpoint, async (req, reply) => {
    const viewerId = await viewer(app, req, reply);
    const { items, total } = await getComments({ db, query: req.query, viewerId });
    return ok({ items }, { pagination: paginate(total, items.length, COMMENTS_PER_PAGE, req.query.page) });
  });

  route(app, getCommentRepliesEndpoint, async (req, reply) => {
    const viewerId = await viewer(app, req, reply);
    const { page } = req.query;
    const { items, total } = await getCommentReplies({ db, id: req.params.id, page, viewerId });
    return ok({ items }, { pagination: paginate(total, items.length, REPLIES_PER_PAGE, page) });
  });

  route(
    app,
    postCommentEndpoint,
    async (req, reply) => {
      const comment = await postComment({ db, auth: authOf(req), body: req.body });
      reply.status(201);
      return ok({ comment }, { message: 'Your comment is posted.' });
    },
    writing,
  );

  route(
    app,
    deleteCommentEndpoint,
    async (req) => {
      const data = await deleteComment({ db, auth: authOf(req), commentId: req.body.commentId });
      return ok(data, { message: 'Your comment was deleted.' });
    },
    writing,
  );

  route(app, suggestMentions, async (req, reply) => {
    reply.header('Cache-Control', 'private, max-age=30');
    return ok({ items: await tagUsers({ db, query: req.query }) });
  });

  route(
    app,
    reportContent,
    async (req) => {
      await postReport({ db, auth: authOf(req), body: req.body });
      return ok(null, { message: REPORT_THANKS });
    },
    writing,
  );
}
