import { formatPrice, ORDER_STATUS_LABEL, ORDERS_PER_PAGE } from '@upahar/contract';
import {
  changeOrderStatus as changeOrderStatusEndpoint,
  getDashboardOrder as getDashboardOrderEndpoint,
  listDashboardOrders as listDashboardOrdersEndpoint,
  refundDeliveredPart as refundDeliveredPartEndpoint,
  reviewCakePhoto as reviewCakePhotoEndpoint,
  setComplaintStatus as setComplaintStatusEndpoint,
  settleComplaint as settleComplaintEndpoint,
  undoOrderStep as undoOrderStepEndpoint,
} from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminOnly } from '../../lib/admin-only.ts';
import { ok, paginate } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { refundDeliveredPart, setComplaintStatus, settleComplaint } from './after-delivery.ts';
import { changeOrderStatus, getDashboardOrder } from './dashboard.ts';
import { listDashboardOrders } from './dashboard-list.ts';
import { reviewCakePhoto } from './photo-review.ts';
import { proofDashboardRoutes } from './proof-routes.ts';
import { undoOrderStep } from './undo-step.ts';

/** A seller sees the orders of the stores they own; an admin sees every order. */
function staffOf(req: FastifyRequest) {
  const { user } = authOf(req);
  return {
    kind: 'staff' as const,
    userId: user.id,
    role: user.role === 'admin' ? ('admin' as const) : ('seller' as const),
  };
}

/**
 * A store's owner, managers and packers, and admins, move orders along the allowed transitions
 * and may take the last step back for a few minutes; cancelling is left to owners, managers and
 * admins, and money given back after delivery (a refund, a complaint settled) and the
 * complaints' state to admins.
 */
export async function orderDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  answerPrivately(app);
  await app.register(proofDashboardRoutes);

  route(app, listDashboardOrdersEndpoint, async (req) => {
    const { page, status, q } = req.query;
    const data = await listDashboardOrders({ db, viewer: staffOf(req), page, status, q });
    return ok(
      { orders: data.orders },
      { pagination: paginate(data.total, data.orders.length, ORDERS_PER_PAGE, page) },
    );
  });

  route(app, getDashboardOrderEndpoint, async (req) =>
    ok({ order: await getDashboardOrder({ db, viewer: staffOf(req), orderId: req.params.id }) }),
  );

  route(app, changeOrderStatusEndpoint, async (req) => {
    const order = await changeOrderStatus({
      db,
      viewer: staffOf(req),
      orderId: req.params.id,
      status: req.body.status,
      note: req.body.note,
      early: req.body.early,
      publicUrl: app.config.publicUrl,
    });
    return ok(
      { order },
      { message: `Order ${order.number} is now ${order.timeline.at(-1)?.label.toLowerCase()}` },
    );
  });

  route(app, reviewCakePhotoEndpoint, async (req) => {
    const photo = await reviewCakePhoto({
      db,
      viewer: staffOf(req),
      partId: req.params.id,
      itemId: req.params.itemId,
      decision: req.body.decision,
      reason: req.body.reason,
      publicUrl: app.config.publicUrl,
    });
    const message = photo.status === 'approved' ? m.photos_approved_done() : m.photos_retake_done();
    return ok({ photo }, { message });
  });

  route(app, undoOrderStepEndpoint, async (req) => {
    const { order, from } = await undoOrderStep({
      db,
      viewer: staffOf(req),
      partId: req.params.id,
      status: req.body.status,
      publicUrl: app.config.publicUrl,
    });
    return ok(
      { order },
      {
        message: `Took back “${ORDER_STATUS_LABEL[from]}”: order ${order.number} is ${ORDER_STATUS_LABEL[order.status].toLowerCase()} again`,
      },
    );
  });

  route(
    app,
    refundDeliveredPartEndpoint,
    async (req) => {
      const order = await refundDeliveredPart({
        db,
        admin: { userId: authOf(req).user.id },
        partId: req.params.id,
        reason: req.body.reason,
        publicUrl: app.config.publicUrl,
      });
      return ok({ order }, { message: `Part ${order.number} is refunded; the customer has been e-mailed` });
    },
    { guard: adminOnly },
  );

  route(
    app,
    settleComplaintEndpoint,
    async (req) => {
      const order = await settleComplaint({
        db,
        admin: { userId: authOf(req).user.id },
        partId: req.params.id,
        complaintId: req.params.complaintId,
        refundPaisa: req.body.refundPaisa,
        reason: req.body.reason,
        publicUrl: app.config.publicUrl,
      });
      return ok(
        { order },
        { message: `Complaint settled: ${formatPrice(req.body.refundPaisa)} goes back to the customer` },
      );
    },
    { guard: adminOnly },
  );

  route(
    app,
    setComplaintStatusEndpoint,
    async (req) => {
      const order = await setComplaintStatus({
        db,
        admin: { userId: authOf(req).user.id },
        partId: req.params.id,
        complaintId: req.params.complaintId,
        status: req.body.status,
        note: req.body.note,
        publicUrl: app.config.publicUrl,
      });
      const done = req.body.status === 'resolved' ? 'marked resolved' : 'marked as being looked into';
      return ok({ order }, { message: `Complaint ${done}` });
    },
    { guard: adminOnly },
  );
}
