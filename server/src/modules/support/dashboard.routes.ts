import { STAFF_TICKETS_PER_PAGE } from '@upahar/contract';
import {
  changeStaffTicket,
  getStaffTicket as getEndpoint,
  listStaffTickets as listEndpoint,
  replyStaffTicket,
} from '@upahar/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, paginate } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import {
  changeTicket,
  getStaffTicket,
  listStaffTickets,
  type Reader,
  replyAsStaff,
} from './staff-tickets.ts';

const readerOf = (req: FastifyRequest): Reader => {
  const { user } = authOf(req);
  return { id: user.id, name: user.name, role: user.role };
};

export async function supportDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const publicUrl = app.config.publicUrl;
  answerPrivately(app);

  route(app, listEndpoint, async (req) => {
    const { tickets, total, counts } = await listStaffTickets({
      db,
      reader: readerOf(req),
      query: req.query,
    });
    return ok(
      { tickets, counts },
      { pagination: paginate(total, tickets.length, STAFF_TICKETS_PER_PAGE, req.query.page) },
    );
  });

  route(app, getEndpoint, async (req) =>
    ok(await getStaffTicket({ db, reader: readerOf(req), id: req.params.id })),
  );

  route(
    app,
    replyStaffTicket,
    async (req) => {
      const ticket = await replyAsStaff({
        db,
        reader: readerOf(req),
        id: req.params.id,
        body: req.body,
        publicUrl,
      });
      return ok(ticket, { message: 'Reply sent; the customer has been e-mailed' });
    },
    { config: limit(app, 60, '10 minutes') },
  );

  route(app, changeStaffTicket, async (req) => {
    const ticket = await changeTicket({ db, reader: readerOf(req), id: req.params.id, body: req.body });
    return ok(ticket, { message: 'Ticket updated' });
  });
}
