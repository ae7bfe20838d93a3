import { INFLUENCERS_PER_PAGE } from '@upahar/contract';
import {
  addReaction,
  deleteReaction,
  getInfluencer,
  listInfluencers,
  myInfluencer,
  registerAsInfluencer,
  saveInfluencerPicks,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { ok, paginate } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { getMine, getPublic, listApproved, react, register, saveMyPicks } from './service.ts';

export async function influencerRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, listInfluencers, async (req) => {
    const { influencers, total } = await listApproved({ db, page: req.query.page });
    return ok(
      { influencers },
      { pagination: paginate(total, influencers.length, INFLUENCERS_PER_PAGE, req.query.page) },
    );
  });

  route(app, getInfluencer, async (req) =>
    ok(await getPublic({ db, id: req.params.id, reader: req.auth?.user.id ?? null })),
  );

  route(app, myInfluencer, async (req) => ok(await getMine({ db, me: authOf(req).user.id })));

  // Applying is limited so nobody can churn through handles with a script.
  route(
    app,
    registerAsInfluencer,
    async (req) => {
      const me = authOf(req).user.id;
      const done = await register({ db, me, body: req.body });
      return ok(await getMine({ db, me }), {
        message:
          done === 'created'
            ? 'Application sent; we will e-mail you when it is reviewed'
            : 'Application updated; we will e-mail you when it is reviewed',
      });
    },
    { config: limit(app, 10, '10 minutes') },
  );

  route(
    app,
    saveInfluencerPicks,
    async (req) => {
      const me = authOf(req).user.id;
      await saveMyPicks({ db, me, picks: req.body.picks });
      return ok(await getMine({ db, me }), { message: 'Picks saved' });
    },
    { config: limit(app, 30, '10 minutes') },
  );

  // Reactions are cheap to click, so the limit is generous, but a script cannot flood them.
  const reactions = { config: limit(app, 60, '1 minute') };
  route(
    app,
    addReaction,
    async (req) =>
      ok(await react({ db, me: authOf(req).user.id, ...req.body, add: true }), { message: 'Reaction added' }),
    reactions,
  );
  route(
    app,
    deleteReaction,
    async (req) =>
      ok(await react({ db, me: authOf(req).user.id, ...req.body, add: false }), {
        message: 'Reaction removed',
      }),
    reactions,
  );
}
