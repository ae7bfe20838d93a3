import {
  COMMENTS_PER_PAGE,
  QUESTIONS_PER_PAGE,
  REPLIES_PER_PAGE,
  REPORT_THANKS,
  REVIEWS_PER_PAGE,
  ZCommentTagQuery,
  ZCommentTagResponse,
  ZDeleteCommentBody,
  ZDeleteCommentResponse,
  ZGetCommentRepliesParams,
  ZGetCommentRepliesQuery,
  ZGetCommentRepliesResponse,
  ZGetCommentsQuery,
  ZGetCommentsResponse,
  ZGetQuestionsQuery,
  ZGetQuestionsResponse,
  ZGetReviewsQuery,
  ZGetReviewsResponse,
  ZMessageResponse,
  ZPostAnswerBody,
  ZPostAnswerResponse,
  ZPostCommentBody,
  ZPostCommentResponse,
  ZPostQuestionBody,
  ZPostQuestionResponse,
  ZPostReportBody,
  ZPostReviewBody,
  ZPostReviewResponse,
} from '@upahar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, paginate } from '../../lib/envelope.ts';
import { authOf, bearerToken } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { findSession } from '../auth/index.ts';
import { deleteComment, postComment, tagUsers } from './comment-write-service.ts';
import { getCommentReplies, getComments } from './comments-service.ts';
import { getQuestions, postAnswer, postQuestion } from './questions-service.ts';
import { postReport } from './reports-service.ts';
import { getReviews, postReview } from './reviews-service.ts';

const tags = ['community'];

/**
 * Lists are public, but a signed-in reader sees "isMine" flags: such answers are private, and
 * anonymous ones may be cached briefly (public GETs send Cache-Control).
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

export async function communityRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const authed = { preHandler: app.requireUser };
  const writeLimit = limit(app, 20, '1 minute');

  app.get(
    '/reviews',
    { schema: { tags, querystring: ZGetReviewsQuery, response: { 200: ZGetReviewsResponse } } },
    async (req, reply) => {
      const viewerId = await viewer(app, req, reply);
      const data = await getReviews({ db, query: req.query, viewerId });
      const pagination = paginate(data.summary.count, data.items.length, REVIEWS_PER_PAGE, req.query.page);
      return ok(data, { pagination });
    },
  );

  app.post(
    '/review',
    {
      ...authed,
      schema: {
        tags,
        body: ZPostReviewBody,
        response: { 200: ZPostReviewResponse, 201: ZPostReviewResponse },
      },
      config: writeLimit,
    },
    async (req, reply) => {
      const { created, ...data } = await postReview({ db, auth: authOf(req), body: req.body });
      const message = created ? 'Thank you! Your review is published.' : 'Your review has been updated.';
      return reply.status(created ? 201 : 200).send(ok(data, { message }));
    },
  );

  app.get(
    '/questions',
    { schema: { tags, querystring: ZGetQuestionsQuery, response: { 200: ZGetQuestionsResponse } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      const { items, total } = await getQuestions({ db, query: req.query });
      return ok({ items }, { pagination: paginate(total, items.length, QUESTIONS_PER_PAGE, req.query.page) });
    },
  );

  app.post(
    '/question',
    {
      ...authed,
      schema: { tags, body: ZPostQuestionBody, response: { 201: ZPostQuestionResponse } },
      config: writeLimit,
    },
    async (req, reply) => {
      const question = await postQuestion({ db, auth: authOf(req), body: req.body });
      return reply.status(201).send(ok({ question }, { message: 'Your question is posted.' }));
    },
  );

  app.post(
    '/answer',
    {
      ...authed,
      schema: { tags, body: ZPostAnswerBody, response: { 201: ZPostAnswerResponse } },
      config: writeLimit,
    },
    async (req, reply) => {
      const answer = await postAnswer({ db, auth: authOf(req), body: req.body });
      return reply.status(201).send(ok({ answer }, { message: 'Thank you for answering.' }));
    },
  );

  app.get(
    '/comments',
    { schema: { tags, querystring: ZGetCommentsQuery, response: { 200: ZGetCommentsResponse } } },
    async (req, reply) => {
      const viewerId = await viewer(app, req, reply);
      const { items, total } = await getComments({ db, query: req.query, viewerId });
      return ok({ items }, { pagination: paginate(total, items.length, COMMENTS_PER_PAGE, req.query.page) });
    },
  );

  app.get(
    '/comments/:id',
    {
      schema: {
        tags,
        params: ZGetCommentRepliesParams,
        querystring: ZGetCommentRepliesQuery,
        response: { 200: ZGetCommentRepliesResponse },
      },
    },
    async (req, reply) => {
      const viewerId = await viewer(app, req, reply);
      const { page } = req.query;
      const { items, total } = await getCommentReplies({ db, id: req.params.id, page, viewerId });
      return ok({ items }, { pagination: paginate(total, items.length, REPLIES_PER_PAGE, page) });
    },
  );

  app.post(
    '/comment',
    {
      ...authed,
      schema: { tags, body: ZPostCommentBody, response: { 201: ZPostCommentResponse } },
      config: writeLimit,
    },
    async (req, reply) => {
      const comment = await postComment({ db, auth: authOf(req), body: req.body });
      return reply.status(201).send(ok({ comment }, { message: 'Your comment is posted.' }));
    },
  );

  app.post(
    '/comment/delete',
    {
      ...authed,
      schema: { tags, body: ZDeleteCommentBody, response: { 200: ZDeleteCommentResponse } },
      config: writeLimit,
    },
    async (req) => {
      const data = await deleteComment({ db, auth: authOf(req), commentId: req.body.commentId });
      return ok(data, { message: 'Your comment was deleted.' });
    },
  );

  app.get(
    '/comment/tag',
    { ...authed, schema: { tags, querystring: ZCommentTagQuery, response: { 200: ZCommentTagResponse } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, max-age=30');
      return ok({ items: await tagUsers({ db, query: req.query }) });
    },
  );

  app.post(
    '/report',
    {
      ...authed,
      schema: { tags, body: ZPostReportBody, response: { 200: ZMessageResponse } },
      config: writeLimit,
    },
    async (req) => {
      await postReport({ db, auth: authOf(req), body: req.body });
      return ok(null, { message: REPORT_THANKS });
    },
  );
}
