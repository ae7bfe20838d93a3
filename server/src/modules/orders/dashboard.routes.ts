import {
  ORDERS_PER_PAGE,
  ZDashboardOrderResponse,
  ZDashboardOrdersQuery,
  ZDashboardOrdersResponse,
  ZOrderIdParams,
  ZOrderStatusBody,
} from '@upahar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, paginate } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { authOf } from '../../plugins/auth.ts';
import { changeOrderStatus, getDashboardOrder, listDashboardOrders } from './dashboard-service.ts';

const tags = ['dashboard orders'];

/** A seller sees the orders of the stores they own; an admin sees every order. */
function staffOf(req: FastifyRequest) {
  const { user } = authOf(req);
  return {
    kind: 'staff' as const,
    userId: user.id,
    role: user.role === 'admin' ? ('admin' as const) : ('seller' as const),
  };
}

/** Store owners and admins move orders along the allowed transitions. */
export async function orderDashboardRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  app.addHook('preHandler', app.requireStaff);
  answerPrivately(app);

  app.get(
    '/orders',
    { schema: { tags, querystring: ZDashboardOrdersQuery, response: { 200: ZDashboardOrdersResponse } } },
    async (req) => {
      const { page, status } = req.query;
      const data = await listDashboardOrders({ db, viewer: staffOf(req), page, status });
      return ok(
        { orders: data.orders },
        { pagination: paginate(data.total, data.orders.length, ORDERS_PER_PAGE, page) },
      );
    },
  );

  app.get(
    '/orders/:id',
    { schema: { tags, params: ZOrderIdParams, response: { 200: ZDashboardOrderResponse } } },
    async (req) =>
      ok({ order: await getDashboardOrder({ db, viewer: staffOf(req), orderId: req.params.id }) }),
  );

  app.post(
    '/orders/:id/status',
    {
      schema: {
        tags,
        params: ZOrderIdParams,
        body: ZOrderStatusBody,
        response: { 200: ZDashboardOrderResponse },
      },
    },
    async (req) => {
      const order = await changeOrderStatus({
        db,
        viewer: staffOf(req),
        orderId: req.params.id,
        status: req.body.status,
        note: req.body.note,
        publicUrl: app.config.publicUrl,
      });
      return ok(
        { order },
        { message: `Order ${order.number} is now ${order.timeline.at(-1)?.label.toLowerCase()}` },
      );
    },
  );
}
