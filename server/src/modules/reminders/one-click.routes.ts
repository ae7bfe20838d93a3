import { ZLinkTokenParams } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { setSubscription } from './subscription.ts';

// One-click unsubscribe (RFC 8058). A reminder e-mail's List-Unsubscribe header names the same
// page as the link in its text, with List-Unsubscribe-Post: a mail app's "Unsubscribe" button then
// posts `List-Unsubscribe=One-Click` to that page's address, with no browser and no login. Opening
// the address is the page (served by the web app); posting to it is this route. The token alone
// stops that one occasion, as the page does, so the form's content is not needed.

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export async function reminderOneClickRoutes(app: FastifyInstance) {
  const db = app.database.db;
  // Mail apps post a small form; only these routes take one, kept as text and never parsed.
  app.addContentTypeParser(FORM_TYPES, { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) =>
    done(null, body),
  );
  const stop = async (req: FastifyRequest, reply: FastifyReply) => {
    const params = ZLinkTokenParams.safeParse(req.params);
    if (!params.success) throw new AppError('validation', m.occasions_link_gone(), 400);
    const { token } = params.data;
    await setSubscription({ db, token, subscribed: false });
    return reply.header('Cache-Control', 'no-store').send({ status: 'success' });
  };
  const options = { schema: { hide: true } };
  app.post('/reminders/stop/:token', options, stop);
  app.post('/ne/reminders/stop/:token', options, stop);
}
