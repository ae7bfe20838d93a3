import {
  addReminderPerson,
  deleteReminderPerson,
  fillCartFromGiftLink,
  listReminderPeople,
  readGiftLink,
  readReminderSubscription,
  setReminderSubscription,
  updateReminderPerson,
} from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { fillCart, readGift } from './gift.ts';
import { addPerson, deletePerson, listPeople, updatePerson } from './people.ts';
import { readSubscription, setSubscription } from './subscription.ts';

/** A shopper's people and occasions, and the pages a reminder's links open. */
export async function reminderRoutes(app: FastifyInstance) {
  const db = app.database.db;
  // Every answer here is someone's own (a link's token stands for its owner): never kept by caches.
  answerPrivately(app);
  const me = (req: Parameters<typeof authOf>[0]) => authOf(req).user.id;

  route(app, listReminderPeople, async (req) => ok({ people: await listPeople({ db, userId: me(req) }) }));
  route(app, addReminderPerson, async (req, reply) => {
    const person = await addPerson({ db, userId: me(req), input: req.body });
    reply.status(201);
    return ok({ person }, { message: m.occasions_saved() });
  });
  route(app, updateReminderPerson, async (req) => {
    const person = await updatePerson({ db, userId: me(req), id: req.params.id, input: req.body });
    return ok({ person }, { message: m.occasions_saved() });
  });
  route(app, deleteReminderPerson, async (req) => {
    await deletePerson({ db, userId: me(req), id: req.params.id });
    return ok(null, { message: m.occasions_deleted() });
  });

  route(app, readGiftLink, async (req) => ok({ gift: await readGift({ db, token: req.params.token }) }));
  route(app, fillCartFromGiftLink, async (req) =>
    ok(await fillCart({ db, token: req.params.token, userId: me(req) })),
  );
  route(app, readReminderSubscription, async (req) =>
    ok({ subscription: await readSubscription({ db, token: req.params.token }) }),
  );
  route(app, setReminderSubscription, async (req) =>
    ok({
      subscription: await setSubscription({ db, token: req.params.token, subscribed: req.body.subscribed }),
    }),
  );
}
