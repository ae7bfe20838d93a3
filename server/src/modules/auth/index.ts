// What other modules may use of accounts and sessions; everything else in this folder is its own business.

export { makeSeller, setAvatarPath, setPublicProfile } from './account-rows.ts';
export { accountDashboardRoutes } from './accounts-dashboard.routes.ts';
export { contactChangeRoutes } from './contact.routes.ts';
export { rememberLanguage } from './language.ts';
export { AdminAccountError, makeAdmin } from './operator-admin.ts';
export { type AuthContext, createSession, findSession } from './sessions.ts';
export { authRoutes } from './storefront.routes.ts';
