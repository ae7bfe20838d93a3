import { acceptStoreInvitation, getStoreInvitation } from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { acceptInvitation, previewInvitation } from './invitations.ts';

/** The invitation link's page: what it offers the signed-in account, and joining. */
export async function storeInvitationRoutes(app: FastifyInstance) {
  const db = app.database.db;
  answerPrivately(app);

  route(app, getStoreInvitation, async (req) =>
    ok(await previewInvitation(db, authOf(req).user.id, req.query.token)),
  );

  route(app, acceptStoreInvitation, async (req) => {
    const store = await acceptInvitation({ db, userId: authOf(req).user.id, token: req.body.token });
    return ok({ store }, { message: `Welcome to the team of ${store.name}` });
  });
}
