// The audit log of dashboard writes: the hook that records them, the function services call to
// attach before/after snapshots, and the admin's reading of it.
export { recordChange } from './context.ts';
export { auditDashboardRoutes } from './dashboard.routes.ts';
export { auditHooks } from './hooks.ts';
