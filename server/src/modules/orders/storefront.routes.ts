import {
  CANCELLATION_REASONS,
  ORDERS_PER_PAGE,
  ZCancellationBody,
  ZComplainBody,
  ZComplaintsResponse,
  ZFeedbackDetailResponse,
  ZOrderDetailQuery,
  ZOrderDetailResponse,
  ZOrderFeedbackBody,
  ZOrderListingQuery,
  ZOrderListingResponse,
  ZOrderRefBody,
} from '@upahar/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, paginate } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { orderImageRoutes } from '../uploads/storefront.routes.ts';
import { fileComplaint, listComplaints } from './complaints-service.ts';
import { getFeedback, saveFeedback } from './feedback-service.ts';
import { cancelOrder, getOrder, listOrders } from './service.ts';

const tags = ['orders'];

/** Orders: listing, detail, cancellation, feedback, complaints and their images. */
export async function orderRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const writeLimit = limit(app, 20, '1 minute');
  // Personal answers: never kept by shared caches.
  app.addHook('preHandler', app.requireUser);
  answerPrivately(app);

  app.get(
    '/order-listing',
    { schema: { tags, querystring: ZOrderListingQuery, response: { 200: ZOrderListingResponse } } },
    async (req) => {
      const { page } = req.query;
      const data = await listOrders({ db, userId: authOf(req).user.id, page });
      const pagination = paginate(data.total, data.orders.length, ORDERS_PER_PAGE, page);
      return ok(
        { orders: data.orders, cancellationReasons: CANCELLATION_REASONS.map((r) => ({ ...r })) },
        { pagination },
      );
    },
  );

  app.get(
    '/order-detail',
    { schema: { tags, querystring: ZOrderDetailQuery, response: { 200: ZOrderDetailResponse } } },
    async (req) => {
      const order = await getOrder({ db, userId: authOf(req).user.id, orderId: req.query.orderId });
      return ok({ order });
    },
  );

  app.post(
    '/cancellation-request',
    {
      schema: { tags, body: ZCancellationBody, response: { 200: ZOrderDetailResponse } },
      config: writeLimit,
    },
    async (req) => {
      const order = await cancelOrder({ db, userId: authOf(req).user.id, body: req.body });
      return ok({ order }, { message: 'Your order has been cancelled' });
    },
  );

  app.post(
    '/order-feedback',
    {
      schema: { tags, body: ZOrderFeedbackBody, response: { 200: ZFeedbackDetailResponse } },
      config: writeLimit,
    },
    async (req) => {
      const { detail, created } = await saveFeedback({ db, userId: authOf(req).user.id, body: req.body });
      return ok(detail, {
        message: created ? 'Thank you for your feedback' : 'Your feedback has been updated',
      });
    },
  );

  app.post(
    '/order/feedback',
    { schema: { tags, body: ZOrderRefBody, response: { 200: ZFeedbackDetailResponse } } },
    async (req) => ok(await getFeedback({ db, userId: authOf(req).user.id, orderId: req.body.orderId })),
  );

  app.post(
    '/order-complain',
    { schema: { tags, body: ZComplainBody, response: { 200: ZComplaintsResponse } }, config: writeLimit },
    async (req) => {
      const complaints = await fileComplaint({ db, userId: authOf(req).user.id, body: req.body });
      return ok({ complaints }, { message: 'We have received your complaint' });
    },
  );

  app.post(
    '/complain',
    { schema: { tags, body: ZOrderRefBody, response: { 200: ZComplaintsResponse } } },
    async (req) => {
      const complaints = await listComplaints({ db, userId: authOf(req).user.id, orderId: req.body.orderId });
      return ok({ complaints });
    },
  );

  await app.register(orderImageRoutes);
}
