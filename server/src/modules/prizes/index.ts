// Prizes the games and contests hand out: awarding one inside the caller's transaction, the
// winner's list and the admins' screens. Everything else in this folder is its own business.

export { awardPrize } from './award.ts';
export { prizeDashboardRoutes, prizeRoutes } from './routes.ts';
