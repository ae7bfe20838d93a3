import { TICKETS_PER_PAGE } from '@upahar/contract';
import {
  closeTicket as closeEndpoint,
  createTicket,
  getTicket,
  listTickets,
  replyTicket,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { ok, paginate } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { closeMyTicket, getMyTicket, listMyTickets, openTicket, replyToTicket } from './tickets.ts';

export async function supportTicketRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const publicUrl = app.config.publicUrl;
  answerPrivately(app);

  route(app, listTickets, async (req) => {
    const { tickets, total } = await listMyTickets({ db, userId: authOf(req).user.id, page: req.query.page });
    return ok({ tickets }, { pagination: paginate(total, tickets.length, TICKETS_PER_PAGE, req.query.page) });
  });

  route(app, getTicket, async (req) =>
    ok(await getMyTicket({ db, userId: authOf(req).user.id, id: req.params.id })),
  );

  route(
    app,
    createTicket,
    async (req, reply) => {
      const ticket = await openTicket({ db, userId: authOf(req).user.id, body: req.body, publicUrl });
      reply.status(201);
      return ok(ticket, { message: `Ticket ${ticket.reference} is open; we will e-mail you when we answer` });
    },
    // Opening tickets is rarer than replying: a few an hour is plenty for a real person.
    { config: limit(app, 5, '10 minutes') },
  );

  route(
    app,
    replyTicket,
    async (req) => {
      const ticket = await replyToTicket({ db, userId: authOf(req).user.id, body: req.body, publicUrl });
      return ok(ticket, { message: 'Reply sent' });
    },
    { config: limit(app, 20, '10 minutes') },
  );

  route(app, closeEndpoint, async (req) => {
    const ticket = await closeMyTicket({ db, userId: authOf(req).user.id, id: req.params.id });
    return ok(ticket, { message: 'Ticket closed. Reply any time to open it again.' });
  });
}
