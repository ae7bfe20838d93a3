import { CANCELLATION_REASONS, ORDERS_PER_PAGE } from '@upahar/contract';
import {
  fileComplaint as fileComplaintEndpoint,
  getCancellationQuote,
  getGiftTracking,
  getOrderDetail,
  getOrderFeedback,
  listComplaints as listComplaintsEndpoint,
  listOrders as listOrdersEndpoint,
  requestCancellation,
  saveOrderFeedback,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { ok, paginate } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { orderImageRoutes } from '../uploads/index.ts';
import { quoteCancellation } from './cancel-quote.ts';
import { fileComplaint, listComplaints } from './complaints.ts';
import { getFeedback, saveFeedback } from './feedback.ts';
import { giftTracking } from './gift-tracking.ts';
import { orderPhotoRoutes } from './photo.routes.ts';
import { proofPhotoRoutes } from './proof-photo.ts';
import { cancelOrder, getOrder, listOrders } from './service.ts';

/** A customer's orders: listing, detail, cancellation, feedback, complaints and their images. */
export async function orderRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const writing = { config: limit(app, 20, '1 minute') };
  // Personal answers: never kept by shared caches.
  answerPrivately(app);

  route(app, listOrdersEndpoint, async (req) => {
    const { page } = req.query;
    const data = await listOrders({ db, userId: authOf(req).user.id, page });
    const pagination = paginate(data.total, data.orders.length, ORDERS_PER_PAGE, page);
    return ok(
      { orders: data.orders, cancellationReasons: CANCELLATION_REASONS.map((r) => ({ ...r })) },
      { pagination },
    );
  });

  route(app, getOrderDetail, async (req) => {
    const order = await getOrder({ db, userId: authOf(req).user.id, orderId: req.query.orderId });
    return ok({ order });
  });

  route(app, getCancellationQuote, async (req) =>
    ok({ quote: await quoteCancellation({ db, userId: authOf(req).user.id, ...req.query }) }),
  );

  route(
    app,
    requestCancellation,
    async (req) => {
      const order = await cancelOrder({ db, userId: authOf(req).user.id, body: req.body });
      const part = order.parts.find((p) => p.partId === req.body.partId);
      const message =
        part && order.status !== 'cancelled'
          ? `The part from ${part.storeName} has been cancelled`
          : 'Your order has been cancelled';
      return ok({ order }, { message });
    },
    writing,
  );

  route(
    app,
    saveOrderFeedback,
    async (req) => {
      const { detail, created } = await saveFeedback({ db, userId: authOf(req).user.id, body: req.body });
      return ok(detail, {
        message: created ? 'Thank you for your feedback' : 'Your feedback has been updated',
      });
    },
    writing,
  );

  route(app, getOrderFeedback, async (req) =>
    ok(await getFeedback({ db, userId: authOf(req).user.id, orderId: req.body.orderId })),
  );

  route(
    app,
    fileComplaintEndpoint,
    async (req) => {
      const complaints = await fileComplaint({ db, userId: authOf(req).user.id, body: req.body });
      return ok({ complaints }, { message: 'We have received your complaint' });
    },
    writing,
  );

  route(app, listComplaintsEndpoint, async (req) => {
    const complaints = await listComplaints({ db, userId: authOf(req).user.id, orderId: req.body.orderId });
    return ok({ complaints });
  });

  // The recipient's link: the token is the key, so no sign-in (and no shared cache, above).
  route(app, getGiftTracking, async (req) => ok(await giftTracking({ db, token: req.params.token })));

  await app.register(orderImageRoutes);
  await app.register(orderPhotoRoutes);
  await app.register(proofPhotoRoutes);
}
