import {
  changeMemberRole,
  getStoreTeam,
  inviteStaff,
  listMyStores as listMyStoresEndpoint,
  removeMember as removeMemberEndpoint,
  revokeInvitation,
} from '@upahar/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { changeRole, getTeam, invite, listMyStores, removeMember, revoke, type TeamViewer } from './team.ts';

/** The requireStaff guard has let only sellers and admins through. */
function viewerOf(req: FastifyRequest): TeamViewer {
  const { user } = authOf(req);
  return { userId: user.id, role: user.role === 'admin' ? 'admin' : 'seller' };
}

/** Store owners build their team; everyone on it sees it. */
export async function storeTeamDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  answerPrivately(app);

  route(app, listMyStoresEndpoint, async (req) => ok({ stores: await listMyStores(db, viewerOf(req)) }));

  route(app, getStoreTeam, async (req) => ok(await getTeam(db, viewerOf(req), req.params.storeId)));

  route(app, inviteStaff, async (req) => {
    const team = await invite({
      db,
      viewer: viewerOf(req),
      storeId: req.params.storeId,
      email: req.body.email,
      role: req.body.role,
      publicUrl: app.config.publicUrl,
    });
    return ok(team, { message: `Invitation sent to ${req.body.email}` });
  });

  route(app, revokeInvitation, async (req) => {
    const team = await revoke({ db, viewer: viewerOf(req), ...req.params });
    return ok(team, { message: 'Invitation withdrawn' });
  });

  route(app, changeMemberRole, async (req) => {
    const team = await changeRole({ db, viewer: viewerOf(req), ...req.params, role: req.body.role });
    return ok(team, { message: 'Role changed' });
  });

  route(app, removeMemberEndpoint, async (req) => {
    const team = await removeMember({ db, viewer: viewerOf(req), ...req.params });
    return ok(team, { message: 'Taken off the team' });
  });
}
